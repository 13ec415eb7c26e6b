import { and, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../client';
import {
  accounts,
  diagnoses,
  equipmentItems,
  locations,
  orders,
  orderStatusHistory,
  patientAddresses,
  patientHipaaConsents,
  patientInsurances,
  patients,
  patientVendors,
  payers,
  suborders,
  suborderStatusHistory,
  suborderTimeslots,
  users,
  warehouses,
} from '../schema';
import { companyTimeZone, todayIn, zonedInstant } from '../../modules/delivery/clock';
import { ensureSuborders } from '../../modules/shipping/regrouping.service';
import { place, type DemoOrder } from './seed-orders';
import { ownerActor } from './seed-shipping';

const DAY = 86_400_000;

function daysAfter(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The patient app's demo (issue 13): Peter Walsh, a patient of the Bennett practice whose orders go to Sunrise,
 * signs in as `patient@demo.test` (his record carries that user). He has a CPAP with its mask delivered about
 * eleven weeks ago (the resupply demo's refill comes from its mask), a walker out for delivery in a window agreed
 * for the day after tomorrow, and a commode whose insurance is being checked. Runs once: nothing when his record is linked.
 */
export async function seedPatientApp(db: Db): Promise<void> {
  const [practice] = await db.select().from(accounts).where(eq(accounts.name, 'Bennett Family Practice'));
  const [supplier] = await db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  if (!practice || !supplier) return;
  const people = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(inArray(users.login, ['doctor@demo.test', 'supplier@demo.test', 'patient@demo.test']));
  const id = (login: string) => people.find((p) => p.login === login)?.id;
  const [doctor, owner, walshUser] = [id('doctor@demo.test'), id('supplier@demo.test'), id('patient@demo.test')];
  const [columbus] = await db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.account_id, supplier.id), eq(warehouses.name, 'Columbus Stockroom')));
  if (!doctor || !owner || !walshUser || !columbus) return;
  if ((await db.select({ id: patients.id }).from(patients).where(eq(patients.user_id, walshUser)).limit(1)).length) return;
  const actor = ownerActor(owner, supplier.id);
  const items = new Map(
    (await db.select({ id: equipmentItems.id, hcpcs: equipmentItems.hcpcs }).from(equipmentItems)).map((i) => [i.hcpcs, i.id]),
  );
  const codes = new Map(
    (
      await db
        .select({ id: diagnoses.id, code: diagnoses.code })
        .from(diagnoses)
        .where(inArray(diagnoses.code, ['G4733', 'M25561', 'R2689']))
    ).map((d) => [d.code, d.id]),
  );
  const [office] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.account_id, practice.id), eq(locations.name, 'Downtown Office')));
  const [medicare] = await db.select({ id: payers.payer_id }).from(payers).where(eq(payers.payer_id, '17003'));
  const zone = await companyTimeZone(db, supplier.id);
  // Two days out: the shipping demo's and tests' "tomorrow" keeps its own stops.
  const slotDay = daysAfter(todayIn(zone), 2);

  const full: DemoOrder['path'] = [
    [1, 'doctor'],
    [5, 'doctor'],
    [10, 'supplier'],
    [20, 'supplier'],
    [25, 'doctor'],
    [27, 'supplier'],
    [40, 'supplier'],
    [70, 'supplier'],
  ];
  await db.transaction(async (tx) => {
    const [walsh] = await tx
      .insert(patients)
      .values({
        account_id: practice.id,
        created_by: doctor,
        user_id: walshUser,
        first_name: 'Peter',
        last_name: 'Walsh',
        dob: '1958-09-21',
        gender: 'M',
        phone: '6145550158',
        email: 'patient@demo.test',
        medicare_id: '61830294417',
        height_in: 71,
        weight_lb: 214,
      })
      .returning();
    const patientId = walsh!.id;
    await tx
      .insert(patientAddresses)
      .values({
        patient_id: patientId,
        title: 'Home',
        address_1: '2217 Indianola Ave',
        city: 'Columbus',
        state: 'OH',
        zip: '43201',
        is_billing: true,
      });
    await tx
      .insert(patientInsurances)
      .values({
        patient_id: patientId,
        payer_id: medicare ? '17003' : null,
        payer_name: 'Medicare DME MAC Jurisdiction B (CGS)',
        type: 'primary',
        member_id: '61830294417',
        effective_date: '2023-10-01',
      });
    await tx.insert(patientVendors).values({ patient_id: patientId, vendor_id: supplier.id, linked_by: doctor });
    const signedAt = new Date(Date.now() - 100 * DAY);
    await tx
      .insert(patientHipaaConsents)
      .values({
        patient_id: patientId,
        account_id: practice.id,
        token_hash: randomBytes(32).toString('hex'),
        requested_by: doctor,
        expires_at: signedAt,
        signed_at: signedAt,
        signer_name: 'Peter Walsh',
      });

    const refs = {
      practice: practice.id,
      supplier: supplier.id,
      patientId,
      office: office?.id ?? null,
      who: { doctor, supplier: owner },
      items,
      codes,
    };
    const shipFrom = async (orderId: number) => {
      const [row] = await tx.update(orders).set({ warehouse_id: columbus.id }).where(eq(orders.id, orderId)).returning();
      await ensureSuborders(tx, actor, row!);
      const [s] = await tx.select().from(suborders).where(eq(suborders.order_id, orderId));
      return s;
    };

    // The CPAP and its mask, delivered 78 days ago: the order is in Billing.
    const cpap = await place(
      tx,
      {
        patient: 'Walsh',
        office: 'Downtown Office',
        path: full,
        items: [
          ['E0601', 1],
          ['A7030', 1],
        ],
        dx: ['G4733'],
        daysAgo: 84,
        intake: true,
      },
      refs,
    );
    const delivered = await shipFrom(cpap);
    const at = new Date(Date.now() - 78 * DAY);
    if (delivered) {
      await tx.update(suborders).set({ status: 'delivered', delivered_at: at }).where(eq(suborders.id, delivered.id));
      await tx
        .insert(suborderStatusHistory)
        .values({
          suborder_id: delivered.id,
          from_status: delivered.status,
          to_status: 'delivered',
          user_id: owner,
          note: 'Delivered',
          created_at: at,
        });
      await tx.update(orders).set({ status: 80, updated_at: at }).where(eq(orders.id, cpap));
      await tx
        .insert(orderStatusHistory)
        .values({ order_id: cpap, from_status: 70, to_status: 80, user_id: owner, note: 'Every suborder delivered', created_at: at });
    }

    // A walker out for delivery, in a morning window agreed for the day after tomorrow.
    const walker = await place(
      tx,
      { patient: 'Walsh', office: 'Downtown Office', path: full, items: [['E0143', 1]], dx: ['M25561'], daysAgo: 4, intake: true },
      refs,
    );
    const coming = await shipFrom(walker);
    if (coming) {
      const window = { starts_at: zonedInstant(slotDay, '09:00', zone), ends_at: zonedInstant(slotDay, '12:00', zone) };
      await tx.insert(suborderTimeslots).values({ suborder_id: coming.id, ...window, status: 'agreed', created_by: owner });
      await tx.update(suborders).set({ slot_starts_at: window.starts_at, slot_ends_at: window.ends_at }).where(eq(suborders.id, coming.id));
    }

    // A commode just sent: the supplier is checking the insurance.
    await place(
      tx,
      {
        patient: 'Walsh',
        office: 'Downtown Office',
        path: [
          [1, 'doctor'],
          [5, 'doctor'],
          [10, 'supplier'],
        ],
        items: [['E0163', 1]],
        dx: ['R2689'],
        daysAgo: 1,
      },
      refs,
    );
  });
}
