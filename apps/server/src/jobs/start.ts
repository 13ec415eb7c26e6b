import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { onMailQueued } from '../integrations/mail';
import { mailboxTransport, smtpTransport } from '../integrations/mail-relay';
import { clearinghousePollJob, expiredLinksJob, MAIL_RELAY, mailRelayJob, resupplyJob } from './definitions';
import { startJobRunner, type JobRunnerOptions } from './runner';
import { satisfactionMailJob } from '../modules/charts/satisfaction-mail.job';
import { documentExpiryJob } from '../modules/employees/document-expiry.job';

/**
 * Starts this instance's share of the background work (main.ts; buildApp never does, so tests start it only when
 * they want it). Every instance may run it: pg-boss hands each job to one of them.
 */
export async function startBackgroundJobs(database: Database, config: AppConfig, log: JobRunnerOptions['log'], tuning: Partial<JobRunnerOptions> = {}) {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : mailboxTransport(config.dataDir);
  const runner = await startJobRunner(
    database,
    [mailRelayJob(database.db, transport, config, (result) => log.info({ mail: result, transport: transport.kind }, 'mail relay')), expiredLinksJob(database.db),
      clearinghousePollJob(database.db, config, (entry) => log.info({ clearinghouse: entry }, 'clearinghouse poll')),
      resupplyJob(database.db, config, (entry) => log.info({ resupply: entry }, 'resupply')),
      satisfactionMailJob(database.db, config, (entry) => log.info({ satisfaction: entry }, 'satisfaction survey mail')),
      documentExpiryJob(database.db, (entry) => log.info({ employeeDocuments: entry }, 'employee documents lapsing')),
    ],
    { log, ...tuning },
  );
  // A queued message goes out within seconds rather than at the next minute's pass; repeats fold into one run.
  onMailQueued(() => void runner.send(MAIL_RELAY, {}, { startAfterSeconds: 2, singletonSeconds: 2 }).catch(() => undefined));
  return {
    runner,
    transport: transport.kind,
    async stop() {
      onMailQueued(undefined);
      await runner.stop();
      transport.close();
    },
  };
}
