import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, equipmentItems, orderItems, orders, patientRequests, patients, users } from '../schema';
import { recordOnOrder } from '../../modules/resupply/requests.service';
import { runResupply } from '../../modules/resupply/resupply.job';

/** Links in the demo's mails point where `npm start` serves (the same default as the server's PUBLIC_URL). */
const demoPublicUrl = () => process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;

/**
 * Resupply demo (issue 13 item 7): the resupply job runs once over the demo, so Peter Walsh's CPAP mask (delivered
 * by the patient-app seed) has its refill request open, mailed with its link (`npm run -s outbox`). The demo asks
 * two weeks ahead instead of RESUPPLY_LEAD_DAYS so the mask is due from the first start; the hourly job finds the
 * same (line, due day) and adds nothing. Peter also has an open document request (a photo of his insurance card).
 * Idempotent: the job inserts once per line and due day, the document request once per patient.
 */
export async function seedResupply(db: Db): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'patient@demo.test'));
  const [supplier] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  if (!user || !supplier) return;
  const [walsh] = await db.select({ id: patients.id }).from(patients).where(eq(patients.user_id, user.id));
  if (!walsh) return;
  await runResupply(db, { publicUrl: demoPublicUrl(), resupplyLeadDays: 14 });

  const asked = await db
    .select({ id: patientRequests.id })
    .from(patientRequests)
    .where(and(eq(patientRequests.patient_id, walsh.id), eq(patientRequests.kind, 'document')))
    .limit(1);
  if (asked.length) return;
  // The CPAP order (its mask line): the card photo is for the refill's claim.
  const [cpap] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.order_id, orders.id))
    .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
    .where(and(eq(orders.patient_id, walsh.id), eq(orders.vendor_id, supplier.id), inArray(equipmentItems.hcpcs, ['A7030'])))
    .limit(1);
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'supplier@demo.test'));
  await db.transaction(async (tx) => {
    await tx.insert(patientRequests).values({
      account_id: supplier.id,
      patient_id: walsh.id,
      order_id: cpap?.id ?? null,
      kind: 'document',
      title: 'Photo of your insurance card',
      details: { message: 'Please send a photo of the front of your Medicare card: we need it for your next claim.', media_type: 'insurance_card' },
      created_by: owner?.id ?? null,
    });
    await recordOnOrder(tx, cpap?.id ?? null, owner?.id ?? null, 'Asked the patient for a photo of the insurance card (patient app).');
  });
}
