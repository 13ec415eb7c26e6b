import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { patients } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { forbidden, notFound } from '../../lib/app-error';

export type OwnPatient = typeof patients.$inferSelect;

/**
 * The tenancy rule of the patient app: a patient user reaches exactly one patient record, the live one whose
 * `user_id` is theirs (unique). Every patient call starts here and scopes its queries by the record's id, so
 * another patient's order, insurance or request answers 404. A user not linked yet gets 404 too.
 */
export async function ownPatient(db: Queryable, actor: Actor): Promise<OwnPatient> {
  if (actor.role !== 'patient') throw forbidden();
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.user_id, actor.userId), isNull(patients.deleted_at)))
    .limit(1);
  if (!row) throw notFound('Your patient record');
  return row;
}

/** The same record, locked for a write in the caller's transaction. */
export async function lockOwnPatient(tx: Queryable, actor: Actor): Promise<OwnPatient> {
  const own = await ownPatient(tx, actor);
  await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, own.id)).for('update');
  return own;
}

export const fullName = (p: { first_name: string; middle_name?: string | null; last_name: string }): string =>
  [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ');
