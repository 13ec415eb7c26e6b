import type { CreatePayoutBody, Payout } from '@dme/contract';
import type { Db } from '../../db/client';
import { payoutItems, payouts } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { eq } from 'drizzle-orm';
import { companyOf, pendingAgentLines, pendingDriverLines, periodOf } from './reports.service';
import { findCompanyUser } from './reports.queries';

/**
 * Records that the agent's or driver's pending earnings of the period were paid: one payout, one item per earning.
 * An earning already covered (a second click, another tab) is skipped by the unique index; none left is a 422.
 */
export async function createPayout(db: Db, actor: Actor, body: CreatePayoutBody): Promise<Payout> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    if (!(await findCompanyUser(tx, accountId, body.user_id))) throw new AppError('not_found', 'Employee not found.');
    const p = await periodOf(tx, accountId, body);
    const pending = body.kind === 'agent' ? await pendingAgentLines(tx, accountId, p, body.user_id) : await pendingDriverLines(tx, accountId, p, body.user_id);
    if (pending.length === 0) throw new AppError('validation', 'Nothing is pending for this period.', { user_id: ['Nothing is pending for this period.'] });
    const [row] = await tx
      .insert(payouts)
      .values({ account_id: accountId, kind: body.kind, user_id: body.user_id, period_from: p.from, period_to: p.to, amount_cents: 0, items: 0, created_by: actor.userId })
      .returning();
    const inserted = await tx
      .insert(payoutItems)
      .values(pending.map((l) => ({ payout_id: row!.id, account_id: accountId, kind: body.kind, source_id: l.source_id, amount_cents: l.amount_cents })))
      .onConflictDoNothing()
      .returning({ amount_cents: payoutItems.amount_cents });
    if (inserted.length === 0) throw new AppError('conflict', 'These earnings were just marked paid.');
    const amount = inserted.reduce((n, i) => n + i.amount_cents, 0);
    const [done] = await tx.update(payouts).set({ amount_cents: amount, items: inserted.length }).where(eq(payouts.id, row!.id)).returning();
    await audit(tx, actor, {
      action: 'payout.create',
      entity: 'payout',
      entityId: done!.id,
      after: { kind: body.kind, user_id: body.user_id, period_from: p.from, period_to: p.to, amount_cents: amount, items: inserted.length },
    });
    return {
      id: done!.id,
      kind: body.kind,
      user_id: body.user_id,
      date_from: p.from,
      date_to: p.to,
      amount_cents: amount,
      items: inserted.length,
      created_at: done!.created_at.toISOString(),
    };
  });
}
