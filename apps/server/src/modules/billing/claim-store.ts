import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { claimAdjustments, claimHistory, claimLines, claimPayments, claims, users } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { forbidden, notFound } from '../../lib/app-error';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimLineRow = typeof claimLines.$inferSelect;

export const accountOf = (actor: Actor): number => {
  if (actor.accountId === null) throw forbidden('Your user does not belong to a company.');
  return actor.accountId;
};

/** The company's live claim, optionally locked for a write; 404 for anyone else's or a deleted one. */
export async function findClaim(db: Queryable, accountId: number, id: number, lock = false): Promise<ClaimRow> {
  const q = db
    .select()
    .from(claims)
    .where(and(eq(claims.id, id), eq(claims.account_id, accountId), isNull(claims.deleted_at)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Claim');
  return row;
}

export const linesOf = (db: Queryable, claimId: number): Promise<ClaimLineRow[]> =>
  db.select().from(claimLines).where(eq(claimLines.claim_id, claimId)).orderBy(asc(claimLines.line_no));

export const paymentsOf = (db: Queryable, claimId: number) =>
  db
    .select({ p: claimPayments, user_name: users.name })
    .from(claimPayments)
    .leftJoin(users, eq(users.id, claimPayments.created_by))
    .where(eq(claimPayments.claim_id, claimId))
    .orderBy(asc(claimPayments.created_at), asc(claimPayments.id));

export const adjustmentsOf = (db: Queryable, claimIds: readonly number[]) =>
  claimIds.length === 0
    ? Promise.resolve([] as (typeof claimAdjustments.$inferSelect)[])
    : db.select().from(claimAdjustments).where(inArray(claimAdjustments.claim_id, [...claimIds])).orderBy(asc(claimAdjustments.id));

export const historyOf = (db: Queryable, claimId: number) =>
  db
    .select({ h: claimHistory, user_name: users.name })
    .from(claimHistory)
    .leftJoin(users, eq(users.id, claimHistory.user_id))
    .where(eq(claimHistory.claim_id, claimId))
    .orderBy(desc(claimHistory.created_at), desc(claimHistory.id));

/**
 * Moves a claim to `to` with its history row, only from the status read (a concurrent change answers null so the
 * caller can say so). `extra` sets other columns in the same statement.
 */
export async function moveClaim(tx: Tx, claim: ClaimRow, to: string, userId: number | null, note: string, extra: Partial<typeof claims.$inferInsert> = {}): Promise<ClaimRow | null> {
  const [moved] = await tx
    .update(claims)
    .set({ ...extra, status: to, updated_at: sql`now()` })
    .where(and(eq(claims.id, claim.id), eq(claims.status, claim.status)))
    .returning();
  if (!moved) return null;
  if (to !== claim.status || note) await tx.insert(claimHistory).values({ claim_id: claim.id, from_status: claim.status, to_status: to, user_id: userId, note });
  return moved;
}

/**
 * Recomputes the claim's totals from its lines, payments and adjustments (the row's totals always equal the sum
 * of what was posted), and the lists' flags.
 */
export async function refreshTotals(tx: Tx, claimId: number): Promise<ClaimRow> {
  const [row] = await tx
    .update(claims)
    .set({
      charge_cents: sql`(select coalesce(sum(charge_cents), 0) from claim_lines where claim_id = ${claimId})`,
      paid_cents: sql`(select coalesce(sum(amount_cents), 0) from claim_payments where claim_id = ${claimId} and payer = 'insurance')`,
      patient_paid_cents: sql`(select coalesce(sum(amount_cents), 0) from claim_payments where claim_id = ${claimId} and payer = 'patient')`,
      adjustment_cents: sql`(select coalesce(sum(amount_cents), 0) from claim_adjustments where claim_id = ${claimId} and group_code <> 'PR')`,
      patient_resp_cents: sql`(select coalesce(sum(amount_cents), 0) from claim_adjustments where claim_id = ${claimId} and group_code = 'PR')`,
      has_denials: sql`exists (select 1 from claim_lines where claim_id = ${claimId} and status = 'denied')`,
      updated_at: sql`now()`,
    })
    .where(eq(claims.id, claimId))
    .returning();
  return row!;
}
