import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ADJUDICATED_CLAIM_STATUSES, DELIVERED_STATUSES, type CreateClaimBody } from '@dme/contract';
import type { Db, Tx } from '../../db/client';
import {
  claimHistory,
  claimLines,
  claims,
  diagnoses,
  equipmentInsuranceParams,
  equipmentItems,
  orderDiagnoses,
  orderItems,
  orders,
  patientInsurances,
  supplierCatalogItems,
  suborderItems,
  suborders,
  users,
} from '../../db/schema';
import type { Actor } from '../../http/actor';
import { fieldError, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { conflict } from '../orders/order-access';
import { accountDay } from '../../lib/calendar-day';
import { lineModifiers } from './claim-rules';
import { accountOf, findClaim, linesOf, refreshTotals, type ClaimRow } from './claim-store';
import { submissionProblems } from './claim-validation';

type Insurance = typeof patientInsurances.$inferSelect;

/** A claim's number (CLM01): short, unique per company, and what remittances give back. */
const claimNumber = (id: number) => `C${String(id).padStart(7, '0')}`;

async function insuranceFor(tx: Tx, patientId: number, wanted: number | undefined, fallback: number | null, type: 'primary' | 'secondary'): Promise<Insurance> {
  const rows = await tx.select().from(patientInsurances).where(and(eq(patientInsurances.patient_id, patientId), isNull(patientInsurances.deleted_at)));
  if (wanted !== undefined) {
    const chosen = rows.find((r) => r.id === wanted);
    if (!chosen) throw fieldError('insurance_id', 'The insurance is not one of this patient’s.');
    return chosen;
  }
  const found = (type === 'primary' && rows.find((r) => r.id === fallback)) || rows.find((r) => r.type === type);
  if (!found) throw fieldError('insurance_id', `The patient has no ${type} insurance: add it on the patient’s insurances first.`);
  return found;
}

/** Inserts the claim row with its number, its first history row and audit entry. */
async function insertClaim(tx: Tx, actor: Actor, values: Omit<typeof claims.$inferInsert, 'number'>, note: string): Promise<ClaimRow> {
  const [row] = await tx
    .insert(claims)
    .values({ ...values, number: sql`'N' || md5(random()::text)` })
    .returning({ id: claims.id });
  await tx.update(claims).set({ number: claimNumber(row!.id) }).where(eq(claims.id, row!.id));
  await tx.insert(claimHistory).values({ claim_id: row!.id, from_status: null, to_status: 'draft', user_id: actor.userId, note });
  await audit(tx, actor, { action: 'claim.create', entity: 'claim', entityId: row!.id, after: { suborder_id: values.suborder_id, payer_sequence: values.payer_sequence } });
  return findClaim(tx, values.account_id, row!.id);
}

/** Draft until every problem is solved, then ready: the status the claim's facts allow. */
export async function settleReadiness(tx: Tx, claim: ClaimRow, userId: number | null): Promise<void> {
  if (claim.status !== 'draft' && claim.status !== 'ready') return;
  const ready = (await submissionProblems(tx, claim)).length === 0;
  const to = ready ? 'ready' : 'draft';
  if (to === claim.status) return;
  await tx.update(claims).set({ status: to, updated_at: sql`now()` }).where(eq(claims.id, claim.id));
  await tx.insert(claimHistory).values({ claim_id: claim.id, from_status: claim.status, to_status: to, user_id: userId, note: ready ? 'Every check passed' : 'Something needs fixing before it can go' });
}

function uniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

/** A primary (or other) claim from a delivered suborder: lines from its items at the company's prices. */
export async function createFromSuborder(db: Db, actor: Actor, suborderId: number, insuranceId: number | undefined): Promise<number> {
  const accountId = accountOf(actor);
  try {
    return await db.transaction(async (tx) => {
      const [s] = await tx
        .select()
        .from(suborders)
        .where(and(eq(suborders.id, suborderId), eq(suborders.account_id, accountId), isNull(suborders.replaced_at)))
        .for('update');
      if (!s) throw notFound('Suborder');
      if (!(DELIVERED_STATUSES as readonly string[]).includes(s.status)) throw conflict(`Suborder ${s.order_id}-${s.seq} is not delivered yet: a claim is made from what reached the patient.`);
      const [order] = await tx
        .select({ insurance_id: orders.insurance_id, doctor_id: orders.doctor_id, prior_number: orders.prior_number, doctor_name: users.name, doctor_npi: users.npi })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.doctor_id))
        .where(eq(orders.id, s.order_id));
      const insurance = await insuranceFor(tx, s.patient_id, insuranceId, order?.insurance_id ?? null, 'primary');
      const dx = await tx
        .select({ code: diagnoses.code })
        .from(orderDiagnoses)
        .innerJoin(diagnoses, eq(diagnoses.id, orderDiagnoses.diagnosis_id))
        .where(eq(orderDiagnoses.order_id, s.order_id))
        .orderBy(asc(orderDiagnoses.position));
      const items = await tx
        .select({
          id: suborderItems.id,
          claim_index: suborderItems.claim_index,
          quantity: orderItems.quantity,
          equipment_id: orderItems.equipment_id,
          hcpcs: equipmentItems.hcpcs,
          name: equipmentItems.name,
          rental_or_purchase: equipmentItems.rental_or_purchase,
          modifiers: equipmentInsuranceParams.modifiers,
          price_cents: supplierCatalogItems.price_cents,
        })
        .from(suborderItems)
        .innerJoin(orderItems, eq(orderItems.id, suborderItems.order_item_id))
        .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
        .leftJoin(equipmentInsuranceParams, eq(equipmentInsuranceParams.equipment_id, equipmentItems.id))
        .leftJoin(supplierCatalogItems, and(eq(supplierCatalogItems.account_id, accountId), eq(supplierCatalogItems.equipment_id, equipmentItems.id)))
        .where(and(eq(suborderItems.suborder_id, s.id), isNull(orderItems.archived_at)))
        .orderBy(sql`${suborderItems.claim_index} nulls last`, asc(suborderItems.id));
      if (items.length === 0) throw conflict('The suborder has no items to bill.');
      // The date of service: the day the equipment reached the patient, on the company's clock.
      const date = await accountDay(tx, accountId, s.delivered_at ?? new Date());
      const claim = await insertClaim(
        tx,
        actor,
        {
          account_id: accountId,
          suborder_id: s.id,
          order_id: s.order_id,
          patient_id: s.patient_id,
          insurance_id: insurance.id,
          payer_sequence: insurance.type,
          payer_name: insurance.payer_name,
          payer_id: insurance.payer_id,
          member_id: insurance.member_id,
          diagnoses: dx.map((d) => d.code).slice(0, 12),
          referring_name: order?.doctor_name ?? '',
          referring_npi: order?.doctor_npi ?? null,
          prior_auth_number: order?.prior_number || null,
          service_date: date,
          created_by: actor.userId,
        },
        `Created from suborder ${s.order_id}-${s.seq}`,
      );
      const pointers = Array.from({ length: Math.min(4, Math.max(1, dx.length)) }, (_, i) => i + 1);
      await tx.insert(claimLines).values(
        items.map((it, i) => {
          const rentalMonth = it.rental_or_purchase === 'rental' ? 1 : null;
          return {
            claim_id: claim.id,
            line_no: i + 1,
            suborder_item_id: it.id,
            hcpcs: it.hcpcs,
            description: it.name,
            modifiers: lineModifiers(it.hcpcs, it.modifiers ?? [], it.rental_or_purchase, rentalMonth),
            units: it.quantity,
            charge_cents: (it.price_cents ?? 0) * it.quantity,
            service_date: date,
            diagnosis_pointers: pointers,
            rental_month: rentalMonth,
          };
        }),
      );
      await settleReadiness(tx, await refreshTotals(tx, claim.id), actor.userId);
      return claim.id;
    });
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('This suborder already has a claim for that payer.');
    throw err;
  }
}

/**
 * A secondary claim from an adjudicated primary: the same lines and charges, to the patient's secondary payer.
 * What the primary paid and adjusted goes out with it (the 837P's other-payer loops, built at submission from
 * the primary's postings).
 */
export async function createSecondary(db: Db, actor: Actor, parentId: number, insuranceId: number | undefined): Promise<number> {
  const accountId = accountOf(actor);
  try {
    return await db.transaction(async (tx) => {
      const parent = await findClaim(tx, accountId, parentId, true);
      if (parent.payer_sequence !== 'primary') throw conflict('A secondary claim follows a primary claim.');
      if (!(ADJUDICATED_CLAIM_STATUSES as readonly string[]).includes(parent.status)) throw conflict('The primary payer has not adjudicated this claim yet: the secondary claim needs its remittance.');
      const insurance = await insuranceFor(tx, parent.patient_id, insuranceId, null, 'secondary');
      if (insurance.id === parent.insurance_id) throw fieldError('insurance_id', 'Choose another insurance than the primary claim’s.');
      const claim = await insertClaim(
        tx,
        actor,
        {
          account_id: accountId,
          suborder_id: parent.suborder_id,
          order_id: parent.order_id,
          patient_id: parent.patient_id,
          insurance_id: insurance.id,
          payer_sequence: 'secondary',
          parent_claim_id: parent.id,
          payer_name: insurance.payer_name,
          payer_id: insurance.payer_id,
          member_id: insurance.member_id,
          place_of_service: parent.place_of_service,
          diagnoses: parent.diagnoses,
          referring_name: parent.referring_name,
          referring_npi: parent.referring_npi,
          prior_auth_number: parent.prior_auth_number,
          service_date: parent.service_date,
          created_by: actor.userId,
        },
        `Secondary claim after ${parent.number}`,
      );
      const lines = await linesOf(tx, parent.id);
      await tx.insert(claimLines).values(
        lines.map((l) => ({
          claim_id: claim.id,
          line_no: l.line_no,
          suborder_item_id: l.suborder_item_id,
          hcpcs: l.hcpcs,
          description: l.description,
          modifiers: l.modifiers,
          units: l.units,
          charge_cents: l.charge_cents,
          service_date: l.service_date,
          service_date_end: l.service_date_end,
          diagnosis_pointers: l.diagnosis_pointers,
          rental_month: l.rental_month,
        })),
      );
      await settleReadiness(tx, await refreshTotals(tx, claim.id), actor.userId);
      return claim.id;
    });
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('This suborder already has a secondary claim.');
    throw err;
  }
}

export async function createClaim(db: Db, actor: Actor, body: CreateClaimBody): Promise<number> {
  if (body.parent_claim_id !== undefined) return createSecondary(db, actor, body.parent_claim_id, body.insurance_id);
  return createFromSuborder(db, actor, body.suborder_id!, body.insurance_id);
}
