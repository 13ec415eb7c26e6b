import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, equipmentItems, measurementCharts, orderItems, orders, patients, satisfactionSurveys, suborders, users } from '../schema';
import type { FileStorage } from '../../integrations/storage';
import { randomSecret, sha256 } from '../../lib/secrets';
import { findChartOfItem, lockChart, saveChart } from '../../modules/charts/charts.queries';
import { signChartLocked } from '../../modules/charts/measurement-sign.service';
import { openSurvey } from '../../modules/charts/satisfaction.service';
import { ownerActor } from './seed-shipping';

/** A 1x1 PNG: the demo's stand-in for a drawn signature. */
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * Charts demo (issue 12): the billing demo's two delivered orders get their satisfaction surveys, Ellison's answered
 * (Derek drove, the intake clerk sold it) and Hayes's still open (its link is on the survey's screen); Kim's
 * wheelchair has a signed seating chart (its PDF in the order's documents, when the seed is given file storage)
 * and Carter's walker a chart sent for signature. Runs once: nothing when the company already has surveys.
 */
export async function seedCharts(db: Db, storage?: FileStorage): Promise<void> {
  const [supplier] = await db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  if (!supplier) return;
  if ((await db.select({ id: satisfactionSurveys.id }).from(satisfactionSurveys).where(eq(satisfactionSurveys.account_id, supplier.id)).limit(1)).length) return;
  const people = await db.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, ['supplier@demo.test', 'supplier.staff@demo.test', 'driver1@demo.test']));
  const id = (login: string) => people.find((p) => p.login === login)?.id ?? null;
  const owner = id('supplier@demo.test');
  if (owner === null) return;
  const actor = ownerActor(owner, supplier.id);
  const delivered = await db.select().from(suborders).where(and(eq(suborders.account_id, supplier.id), eq(suborders.status, 'delivered'))).orderBy(suborders.id);

  await db.transaction(async (tx) => {
    for (const s of delivered) await openSurvey(tx, actor, s);
    const [first] = delivered;
    if (first) {
      await tx
        .update(satisfactionSurveys)
        .set({
          employee_id: id('supplier.staff@demo.test'),
          driver_id: id('driver1@demo.test'),
          answered_at: new Date(Date.now() - 3 * 3600_000),
          overall: 5,
          driver_score: 5,
          timeliness: 4,
          explanation: 4,
          comment: 'Derek set the commode up and showed my daughter how to adjust it. Thank you!',
          signer_name: 'Margaret A Ellison',
          signature_mime: 'image/png',
          signature: Buffer.from(SIGNATURE.split(',')[1]!, 'base64'),
          mailed_at: new Date(),
        })
        .where(eq(satisfactionSurveys.suborder_id, first.id));
    }
  });

  // Measurement charts on the shipping demo's wheelchair (Kim) and walker (Carter).
  const lines = await db
    .select({ id: orderItems.id, order_id: orderItems.order_id, hcpcs: equipmentItems.hcpcs, patient: patients.last_name })
    .from(orderItems)
    .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(patients, eq(patients.id, orders.patient_id))
    .where(and(eq(orders.vendor_id, supplier.id), inArray(patients.last_name, ['Kim', 'Carter']), inArray(equipmentItems.hcpcs, ['K0001', 'E0143'])))
    .orderBy(orderItems.id);
  const wheelchair = lines.find((l) => l.hcpcs === 'K0001' && l.patient === 'Kim');
  const walker = lines.find((l) => l.hcpcs === 'E0143' && l.patient === 'Carter');
  const keys: string[] = [];
  await db.transaction(async (tx) => {
    if (wheelchair) {
      const chart = await saveChart(tx, {
        account_id: supplier.id,
        order_id: wheelchair.order_id,
        order_item_id: wheelchair.id,
        kind: 'wheelchair',
        values: { hip_width: 17, seat_depth: 18, back_height: 16.5, leg_length: 17.5, arm_height: 9, weight: 168 },
        notes: 'Measured seated in his own chair; prefers a swing-away footrest.',
        created_by: owner,
        updated_by: owner,
      });
      if (storage) {
        const view = (await findChartOfItem(tx, wheelchair.id))!;
        await signChartLocked(tx, storage, keys, view, (await lockChart(tx, chart.id))!, { actor, signerName: 'Walter Kim', via: 'in_person', signature: SIGNATURE });
      }
    }
    if (walker) {
      const chart = await saveChart(tx, {
        account_id: supplier.id,
        order_id: walker.order_id,
        order_item_id: walker.id,
        kind: 'wheelchair',
        values: { hip_width: 15, seat_depth: 17, back_height: 15, leg_length: 16, arm_height: null, weight: 151 },
        notes: 'Walker height set from the wrist crease.',
        created_by: owner,
        updated_by: owner,
      });
      // Sent for signature; the token was never shown, so the demo's link is on no one's phone (staff send a new one).
      await tx
        .update(measurementCharts)
        .set({ status: 'sent', token_hash: sha256(randomSecret()), sent_at: new Date(), sent_to: 'denise.carter@example.com', link_expires_at: new Date(Date.now() + 30 * 86_400_000) })
        .where(eq(measurementCharts.id, chart.id));
    }
  });
}
