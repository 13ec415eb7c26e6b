import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db, Queryable } from '../db/client';
import { companiesToPoll } from '../modules/billing/poll-targets';
import { pollClearinghouse } from '../modules/billing/clearinghouse-poll';
import { runResupply } from '../modules/resupply/resupply.job';
import { accessTokens, loginFailures, passwordResets, shortLinks } from '../db/schema';
import { relayMail, type MailTransport } from '../integrations/mail-relay';
import type { JobDefinition } from './runner';

export const MAIL_RELAY = 'mail.relay';
export const EXPIRED_LINKS = 'links.expire';

/** The relay pass: every minute, and a few seconds after a message is queued (see main.ts). */
export function mailRelayJob(db: Queryable, transport: MailTransport, config: Pick<AppConfig, 'mailFrom'>, log: (result: object) => void): JobDefinition {
  return {
    name: MAIL_RELAY,
    cron: '* * * * *',
    retryLimit: 0,
    async run() {
      const result = await relayMail(db, transport, config.mailFrom);
      if (result.sent || result.retried || result.failed) log(result);
    },
  };
}

/**
 * Hourly: removes what has expired and is of no further use, so secrets do not pile up: password-reset links
 * and codes a day after they expired, sessions a month after they ended, sign-in failure windows a day old, short
 * links three months after they expired (until then a visit still answers that the link has expired).
 */
export function expiredLinksJob(db: Queryable): JobDefinition {
  return {
    name: EXPIRED_LINKS,
    cron: '17 * * * *',
    async run() {
      await db.delete(passwordResets).where(lt(passwordResets.expires_at, sql`now() - interval '1 day'`));
      await db.delete(accessTokens).where(or(lt(accessTokens.expires_at, sql`now() - interval '30 days'`), and(isNotNull(accessTokens.revoked_at), lt(accessTokens.revoked_at, sql`now() - interval '30 days'`))));
      await db.delete(loginFailures).where(lt(loginFailures.window_started_at, sql`now() - interval '1 day'`));
      await db.delete(shortLinks).where(lt(shortLinks.expires_at, sql`now() - interval '90 days'`));
    },
  };
}

export const CLEARINGHOUSE_POLL = 'billing.clearinghouse-poll';

/**
 * Every few minutes (CLEARINGHOUSE_POLL_CRON): each company's clearinghouse is asked for what is new (claim
 * statuses, 835, 277CA, 999, 271) and it is imported. Companies are polled one after another so a slow or failing
 * clearinghouse account delays only itself; failures are saved on the company's settings for its billing screen.
 */
export function clearinghousePollJob(db: Db, config: AppConfig, log: (entry: object) => void): JobDefinition {
  return {
    name: CLEARINGHOUSE_POLL,
    cron: config.clearinghousePollCron,
    retryLimit: 0,
    async run() {
      for (const accountId of await companiesToPoll(db, config)) {
        try {
          const result = await pollClearinghouse(db, config, accountId, null);
          if (result.files || result.claims_updated || result.errors.length) log({ accountId, files: result.files, eras: result.eras_imported, claims: result.claims_updated, errors: result.errors.length });
        } catch (err) {
          log({ accountId, failed: err instanceof Error ? err.name : 'error' });
        }
      }
    },
  };
}

export const RESUPPLY = 'resupply.refills';

/**
 * Hourly: refill requests for delivered supplies due within RESUPPLY_LEAD_DAYS (one per line and due day, so a
 * repeated run adds nothing), their reminders, and the to-phone list after the last one. `now` in the job's data
 * sets the clock (tests).
 */
export function resupplyJob(db: Db, config: AppConfig, log: (entry: object) => void): JobDefinition<{ now?: string }> {
  return {
    name: RESUPPLY,
    cron: '41 * * * *',
    retryLimit: 1,
    async run(data) {
      const result = await runResupply(db, config, data.now ? new Date(data.now) : new Date());
      if (result.created || result.reminded || result.toPhone) log(result);
    },
  };
}
