import { and, desc, eq, inArray } from 'drizzle-orm';
import { equipmentItems, mailOutbox, orderItems, patients, patientRequests, suborderItems, suborders, users } from '../../src/db/schema';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { hashPassword } from '../../src/lib/secrets';
import type { TestApp } from '../helpers/test-app';
import { idOf, newPatient, orderInStatus, type Call } from '../orders/helpers';

/** A patient record of the demo practice with its own patient sign-in (`login`), linked through patients.user_id. */
export async function patientWithLogin(t: TestApp, doctor: Call, first: string, login: string): Promise<{ patientId: number; userId: number }> {
  const patientId = (await doctor('POST', '/api/doctor/patients', newPatient(first, { email: login }))).body.data.id as number;
  const [user] = await t.database.db
    .insert(users)
    .values({ name: `${first} Orderly`, login, email: login, role: 'patient', password_hash: await hashPassword(DEMO_PASSWORD) })
    .returning();
  await t.database.db.update(patients).set({ user_id: user!.id }).where(eq(patients.id, patientId));
  return { patientId, userId: user!.id };
}

/** An order of the patient for the demo company with these items, in Billing, delivered at `deliveredAt`. */
export async function deliveredOrder(t: TestApp, doctor: Call, patientId: number, codes: string[], deliveredAt: Date): Promise<{ orderId: number; itemIds: Record<string, number> }> {
  const db = t.database.db;
  const orderId = await orderInStatus(t, doctor, patientId, 80, codes);
  const vendor = await idOf.account(t, 'Sunrise Medical Supply');
  const lines = await db.select().from(orderItems).where(eq(orderItems.order_id, orderId));
  const [s] = await db
    .insert(suborders)
    .values({ account_id: vendor, order_id: orderId, seq: 1, patient_id: patientId, method: 'driver', status: 'delivered', delivered_at: deliveredAt })
    .returning();
  await db.insert(suborderItems).values(lines.map((l) => ({ suborder_id: s!.id, order_item_id: l.id })));
  const itemIds: Record<string, number> = {};
  const codesOf = await db.select({ id: equipmentItems.id, hcpcs: equipmentItems.hcpcs }).from(equipmentItems).where(inArray(equipmentItems.hcpcs, codes));
  for (const l of lines) itemIds[codesOf.find((c) => c.id === l.equipment_id)!.hcpcs] = l.id;
  return { orderId, itemIds };
}

export const requestsOfItem = (t: TestApp, itemId: number) =>
  t.database.db.select().from(patientRequests).where(and(eq(patientRequests.order_item_id, itemId), eq(patientRequests.kind, 'refill')));

/** The refill link of the newest refill mail to that address. */
export async function latestRefillLink(t: TestApp, to: string): Promise<{ token: string; count: number }> {
  const mails = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), inArray(mailOutbox.template, ['refill-request', 'refill-reminder'])))
    .orderBy(desc(mailOutbox.id));
  const token = /\/refill\/([\w-]+)/.exec(mails[0]?.body ?? '')?.[1] ?? '';
  return { token, count: mails.length };
}
