import type { Tag } from '@dme/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { orderTags, patientTags, tags } from '../../db/schema';
import type { Actor } from '../../http/actor';
import { audit } from '../../lib/audit';
import { lockOrder, reachableOrder, requireOrderPermission } from '../orders/order-access';
import { orderScope } from '../orders/order-scope';
import { lockVisiblePatient, visiblePatientOr404 } from '../patients/patients.service';
import { patientScope } from '../patients/patient-scope';
import { companyOf, ownTags } from './tags.service';

// Tags are the company's own: a record shared with another supplier (a patient) shows each company only its tags.

const tagColumns = { id: tags.id, name: tags.name, color: tags.color };

async function tagsOfOrder(db: Queryable, accountId: number, orderId: number): Promise<Tag[]> {
  return db
    .select(tagColumns)
    .from(orderTags)
    .innerJoin(tags, eq(tags.id, orderTags.tag_id))
    .where(and(eq(orderTags.order_id, orderId), eq(tags.account_id, accountId)))
    .orderBy(sql`lower(${tags.name})`, asc(tags.id));
}

async function tagsOfPatient(db: Queryable, accountId: number, patientId: number): Promise<Tag[]> {
  return db
    .select(tagColumns)
    .from(patientTags)
    .innerJoin(tags, eq(tags.id, patientTags.tag_id))
    .where(and(eq(patientTags.patient_id, patientId), eq(tags.account_id, accountId)))
    .orderBy(sql`lower(${tags.name})`, asc(tags.id));
}

export async function getOrderTags(db: Queryable, actor: Actor, orderId: number): Promise<Tag[]> {
  const accountId = companyOf(actor);
  const order = await reachableOrder(db, orderScope(actor), orderId);
  requireOrderPermission(actor, 'view', order.status);
  return tagsOfOrder(db, accountId, orderId);
}

/** Replaces the company's tags on an order; other companies' rows (none today: orders have one supplier) stay. */
export async function setOrderTags(db: Db, actor: Actor, orderId: number, tagIds: number[]): Promise<Tag[]> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderScope(actor), orderId);
    requireOrderPermission(actor, 'edit', order.status);
    await ownTags(tx, accountId, tagIds);
    const before = await tagsOfOrder(tx, accountId, orderId);
    await tx.delete(orderTags).where(and(eq(orderTags.order_id, orderId), sql`${orderTags.tag_id} in (select ${tags.id} from ${tags} where ${tags.account_id} = ${accountId})`));
    if (tagIds.length) await tx.insert(orderTags).values(tagIds.map((tag_id) => ({ tag_id, order_id: orderId })));
    const after = await tagsOfOrder(tx, accountId, orderId);
    await audit(tx, actor, { action: 'order.tags', entity: 'order', entityId: orderId, before: before.map((t) => t.name), after: after.map((t) => t.name) });
    return after;
  });
}

export async function getPatientTags(db: Queryable, actor: Actor, patientId: number): Promise<Tag[]> {
  const accountId = companyOf(actor);
  await visiblePatientOr404(db, patientScope(actor), patientId);
  return tagsOfPatient(db, accountId, patientId);
}

export async function setPatientTags(db: Db, actor: Actor, patientId: number, tagIds: number[]): Promise<Tag[]> {
  const accountId = companyOf(actor);
  return db.transaction(async (tx) => {
    await lockVisiblePatient(tx, patientScope(actor), patientId);
    await ownTags(tx, accountId, tagIds);
    const before = await tagsOfPatient(tx, accountId, patientId);
    await tx
      .delete(patientTags)
      .where(and(eq(patientTags.patient_id, patientId), sql`${patientTags.tag_id} in (select ${tags.id} from ${tags} where ${tags.account_id} = ${accountId})`));
    if (tagIds.length) await tx.insert(patientTags).values(tagIds.map((tag_id) => ({ tag_id, patient_id: patientId })));
    const after = await tagsOfPatient(tx, accountId, patientId);
    await audit(tx, actor, { action: 'patient.tags', entity: 'patient', entityId: patientId, before: before.map((t) => t.name), after: after.map((t) => t.name) });
    return after;
  });
}
