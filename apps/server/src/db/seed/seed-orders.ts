import { and, eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../client';
import {
  accounts,
  diagnoses,
  documentRequests,
  equipmentItems,
  locations,
  orderDiagnoses,
  orderItems,
  orders,
  orderStatusHistory,
  patientAddresses,
  patientHipaaConsents,
  patientInsurances,
  patients,
  patientVendors,
  users,
} from '../schema';

export interface DemoOrder {
  patient: string;
  office: string;
  /** Status path from creation; each step names who made it. */
  path: [number, 'doctor' | 'intake' | 'supplier'][];
  items: [hcpcs: string, quantity: number][];
  dx: string[];
  daysAgo: number;
  /** Intake done: policy, addresses and confirmed items on the order. */
  intake?: boolean;
  /** Stock assigned to the lines (what Ready For Service needs to go out). */
  sku?: boolean;
}

const DAY = 86_400_000;

/**
 * Demo orders of the Bennett practice sent to Sunrise Medical Supply, one or two in each stage so both sides'
 * lists, tabs and history have real rows: a draft, one waiting for HIPAA consent, Initial, Intake, waiting for the
 * doctor's signatures (Pend PRSC, Pend F2F), Ready For Service and a completed one. Runs once: it does nothing
 * when the practice already has orders, and skips items or codes the reference data lacks.
 */
export async function seedOrders(db: Db): Promise<void> {
  const [practice] = await db.select().from(accounts).where(eq(accounts.name, 'Bennett Family Practice'));
  const [supplier] = await db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  if (!practice || !supplier) return;
  if ((await db.select({ id: orders.id }).from(orders).where(eq(orders.doctor_account_id, practice.id)).limit(1)).length) return;

  const people = await db.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, ['doctor@demo.test', 'supplier@demo.test', 'supplier.staff@demo.test']));
  const who = { doctor: people.find((p) => p.login === 'doctor@demo.test')?.id, supplier: people.find((p) => p.login === 'supplier@demo.test')?.id, intake: people.find((p) => p.login === 'supplier.staff@demo.test')?.id };
  if (!who.doctor || !who.supplier) return;
  const offices = new Map((await db.select().from(locations).where(eq(locations.account_id, practice.id))).map((l) => [l.name, l.id]));
  const patientIds = new Map((await db.select().from(patients).where(eq(patients.account_id, practice.id))).map((p) => [p.last_name, p.id]));
  const items = new Map((await db.select({ id: equipmentItems.id, hcpcs: equipmentItems.hcpcs }).from(equipmentItems)).map((i) => [i.hcpcs, i.id]));
  const codes = new Map((await db.select({ id: diagnoses.id, code: diagnoses.code }).from(diagnoses).where(inArray(diagnoses.code, ['E1140', 'G4733', 'J449', 'M25561', 'R2689']))).map((d) => [d.code, d.id]));

  const demo: DemoOrder[] = [
    { patient: 'Carter', office: 'Downtown Office', path: [[1, 'doctor']], items: [['E0607', 1], ['A4253', 2]], dx: ['E1140'], daysAgo: 1 },
    { patient: 'Hayes', office: 'North Clinic', path: [[1, 'doctor'], [3, 'doctor']], items: [['E0143', 1]], dx: ['M25561'], daysAgo: 3 },
    { patient: 'Ellison', office: 'Downtown Office', path: [[1, 'doctor'], [5, 'doctor']], items: [['E0601', 1], ['A7030', 1]], dx: ['G4733'], daysAgo: 2 },
    { patient: 'Ellison', office: 'Downtown Office', path: [[1, 'doctor'], [5, 'doctor'], [10, 'intake']], items: [['E1390', 1]], dx: ['J449'], daysAgo: 6, intake: true },
    { patient: 'Ellison', office: 'North Clinic', path: [[1, 'doctor'], [5, 'doctor'], [10, 'intake'], [20, 'intake']], items: [['E0570', 1]], dx: ['J449'], daysAgo: 9, intake: true },
    { patient: 'Kim', office: 'Downtown Office', path: [[1, 'doctor'], [5, 'doctor'], [10, 'intake'], [20, 'intake'], [21, 'doctor'], [22, 'supplier']], items: [['E1390', 1]], dx: ['J449'], daysAgo: 12, intake: true },
    { patient: 'Kim', office: 'North Clinic', path: [[1, 'doctor'], [5, 'doctor'], [10, 'intake'], [20, 'intake'], [25, 'doctor'], [27, 'supplier'], [40, 'supplier']], items: [['K0001', 1]], dx: ['R2689'], daysAgo: 20, intake: true },
    {
      patient: 'Kim',
      office: 'North Clinic',
      path: [[1, 'doctor'], [5, 'doctor'], [10, 'intake'], [20, 'intake'], [25, 'doctor'], [27, 'supplier'], [40, 'supplier'], [70, 'supplier'], [80, 'supplier'], [100, 'supplier']],
      items: [['E0143', 1]],
      dx: ['R2689'],
      daysAgo: 60,
      intake: true,
      sku: true,
    },
  ];

  await db.transaction(async (tx) => {
    // Mr Kim's orders went to Sunrise too: it sees him, and his consent is on file.
    const kim = patientIds.get('Kim');
    if (kim) {
      await tx.insert(patientVendors).values({ patient_id: kim, vendor_id: supplier.id, linked_by: who.doctor }).onConflictDoNothing();
      const signedAt = new Date(Date.now() - 90 * DAY);
      await tx.insert(patientHipaaConsents).values({ patient_id: kim, account_id: practice.id, token_hash: randomBytes(32).toString('hex'), requested_by: who.doctor, expires_at: signedAt, signed_at: signedAt, signer_name: 'Walter Kim' });
    }
    const placed = new Map<number, number>();
    for (const o of demo) {
      const patientId = patientIds.get(o.patient);
      if (patientId) placed.set(o.path.at(-1)![0], await place(tx, o, { practice: practice.id, supplier: supplier.id, patientId, office: offices.get(o.office) ?? null, who, items, codes }));
    }
    await requestF2fNote(tx, placed, { practice: practice.id, supplier: supplier.id, staff: who.intake ?? who.supplier! });
  });
}

/**
 * The supplier's pending request for the F2F note of the Pend F2F order: the prescriber's document-requests list
 * has a row. (No seeded notes: note ids are the access test's probes, and a note belongs to one side.)
 */
async function requestF2fNote(tx: Tx, placed: Map<number, number>, r: { practice: number; supplier: number; staff: number }): Promise<void> {
  const f2f = placed.get(22);
  if (f2f) {
    await tx.insert(documentRequests).values({
      order_id: f2f,
      vendor_id: r.supplier,
      doctor_account_id: r.practice,
      type: 'f2f_note',
      message: 'Please sign the face-to-face note for this order.',
      requested_by: r.staff,
      created_at: new Date(Date.now() - DAY),
    });
  }
}

export interface Refs {
  practice: number;
  supplier: number;
  patientId: number;
  office: number | null;
  who: { doctor?: number; supplier?: number; intake?: number };
  items: Map<string, number>;
  codes: Map<string, number>;
}

export async function place(tx: Tx, o: DemoOrder, r: Refs): Promise<number> {
  const created = new Date(Date.now() - o.daysAgo * DAY);
  const at = (step: number) => new Date(created.getTime() + step * 3 * 3_600_000);
  const status = o.path[o.path.length - 1]![0];
  const reached = (code: number) => o.path.some(([s]) => s === code);
  const [policy] = await tx.select().from(patientInsurances).where(and(eq(patientInsurances.patient_id, r.patientId), eq(patientInsurances.type, 'primary')));
  const [billing] = await tx.select().from(patientAddresses).where(and(eq(patientAddresses.patient_id, r.patientId), eq(patientAddresses.is_billing, true)));
  const signedStep = o.path.findIndex(([s]) => s === 21 || s === 25);
  const [row] = await tx
    .insert(orders)
    .values({
      status,
      doctor_account_id: r.practice,
      doctor_id: r.who.doctor,
      doctor_location_id: r.office,
      created_by: r.who.doctor,
      patient_id: r.patientId,
      vendor_id: r.supplier,
      insurance_id: policy?.id ?? null,
      billing_address_id: billing?.id ?? null,
      shipping_address_id: billing?.id ?? null,
      rx_date: created.toISOString().slice(0, 10),
      commons_confirmation: Boolean(o.intake),
      ...(signedStep > 0 ? { prsc_signed_by: r.who.doctor, prsc_signed_at: at(signedStep), signed_at: at(signedStep) } : {}),
      ...(reached(25) && reached(22) ? { f2f_signed_by: r.who.doctor, f2f_signed_at: at(signedStep + 1) } : {}),
      created_at: created,
      updated_at: at(o.path.length - 1),
    })
    .returning();
  const orderId = row!.id;
  const lines = o.items.filter(([code]) => r.items.has(code));
  if (lines.length) {
    await tx.insert(orderItems).values(
      lines.map(([code, quantity], i) => ({ order_id: orderId, equipment_id: r.items.get(code)!, quantity, confirmed: Boolean(o.intake), sku: o.sku ? `SR-${code}-${100 + i}` : null, created_by: r.who.doctor })),
    );
  }
  const dx = o.dx.filter((c) => r.codes.has(c));
  if (dx.length) await tx.insert(orderDiagnoses).values(dx.map((c, i) => ({ order_id: orderId, diagnosis_id: r.codes.get(c)!, position: i + 1 })));
  await tx.insert(orderStatusHistory).values(
    o.path.map(([to, by], i) => ({
      order_id: orderId,
      from_status: i === 0 ? null : o.path[i - 1]![0],
      to_status: to,
      user_id: r.who[by] ?? r.who.supplier,
      note: i === 0 ? 'Order created' : '',
      created_at: at(i),
    })),
  );
  return orderId;
}
