import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, diagnoses, driverProfiles, equipmentItems, locations, orders, patients, suborders, suborderTimeslots, users, warehouses } from '../schema';
import type { Actor } from '../../http/actor';
import { companyTimeZone, todayIn, zonedInstant } from '../../modules/delivery/clock';
import { driverPlans } from '../../modules/delivery/drivers.service';
import { saveRoute } from '../../modules/delivery/planning.service';
import { ensureSuborders } from '../../modules/shipping/regrouping.service';
import { place, type DemoOrder } from './seed-orders';

/** The owner acting for the seed: the same rules as a person at the screen, without a session. */
export const ownerActor = (userId: number, accountId: number): Actor => ({
  userId,
  tokenId: 0,
  scope: 'main',
  role: 'supplier',
  isStaff: false,
  verified: true,
  accountId,
  ownerId: null,
  staffRoles: [],
  permissions: {},
  locationIds: [],
  locationId: null,
  actingStaffId: null,
  ip: null,
  requestId: null,
});

function nextDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Shipping demo (issue 10): four orders out for delivery from Columbus, each a suborder. Driver Derek's route today
 * takes two of them (his phone shows it); the other two are agreed for tomorrow and wait for the planner's
 * scheduler. Drivers get a shift, a van and skills. Runs once: nothing when the company already has suborders.
 */
export async function seedShipping(db: Db): Promise<void> {
  const [practice] = await db.select().from(accounts).where(eq(accounts.name, 'Bennett Family Practice'));
  const [supplier] = await db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  if (!practice || !supplier) return;
  if ((await db.select({ id: suborders.id }).from(suborders).where(eq(suborders.account_id, supplier.id)).limit(1)).length) return;
  const people = await db.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, ['doctor@demo.test', 'supplier@demo.test', 'driver1@demo.test', 'driver2@demo.test']));
  const id = (login: string) => people.find((p) => p.login === login)?.id;
  const owner = id('supplier@demo.test');
  const [derek, dana] = [id('driver1@demo.test'), id('driver2@demo.test')];
  const [columbus] = await db.select().from(warehouses).where(and(eq(warehouses.account_id, supplier.id), eq(warehouses.name, 'Columbus Stockroom')));
  if (!owner || !derek || !dana || !columbus) return;
  const actor = ownerActor(owner, supplier.id);

  const patientIds = new Map((await db.select().from(patients).where(eq(patients.account_id, practice.id))).map((p) => [p.last_name, p.id]));
  const items = new Map((await db.select({ id: equipmentItems.id, hcpcs: equipmentItems.hcpcs }).from(equipmentItems)).map((i) => [i.hcpcs, i.id]));
  const codes = new Map((await db.select({ id: diagnoses.id, code: diagnoses.code }).from(diagnoses).where(inArray(diagnoses.code, ['J449', 'M25561', 'R2689']))).map((d) => [d.code, d.id]));
  const [office] = await db.select().from(locations).where(eq(locations.name, 'Downtown Office'));
  const ready: DemoOrder['path'] = [[1, 'doctor'], [5, 'doctor'], [10, 'supplier'], [20, 'supplier'], [25, 'doctor'], [27, 'supplier'], [40, 'supplier'], [70, 'supplier']];
  const demo: DemoOrder[] = [
    { patient: 'Ellison', office: 'Downtown Office', path: ready, items: [['E0143', 1]], dx: ['M25561'], daysAgo: 8, intake: true },
    { patient: 'Hayes', office: 'Downtown Office', path: ready, items: [['E0163', 1]], dx: ['M25561'], daysAgo: 7, intake: true },
    { patient: 'Carter', office: 'Downtown Office', path: ready, items: [['E0143', 1]], dx: ['M25561'], daysAgo: 6, intake: true },
    { patient: 'Kim', office: 'Downtown Office', path: ready, items: [['K0001', 1]], dx: ['R2689'], daysAgo: 5, intake: true },
  ];
  const zone = await companyTimeZone(db, supplier.id);
  const today = todayIn(zone);
  const tomorrow = nextDay(today);
  await db.transaction(async (tx) => {
    await tx.insert(driverProfiles).values([
      { user_id: derek, account_id: supplier.id, shift_start: '08:00', shift_end: '17:00', capacity_count: 12, vehicle: 'Ford Transit 148"', home_warehouse_id: columbus.id, skills: ['oxygen', 'setup'] },
      { user_id: dana, account_id: supplier.id, shift_start: '09:00', shift_end: '18:00', capacity_count: 20, vehicle: 'Box truck 16 ft', home_warehouse_id: columbus.id, skills: ['lift'] },
    ]);
    const made: number[] = [];
    for (const o of demo) {
      const patientId = patientIds.get(o.patient);
      if (!patientId) continue;
      const orderId = await place(tx, o, { practice: practice.id, supplier: supplier.id, patientId, office: office?.id ?? null, who: { doctor: id('doctor@demo.test'), supplier: owner }, items, codes });
      const [row] = await tx.update(orders).set({ warehouse_id: columbus.id }).where(eq(orders.id, orderId)).returning();
      await ensureSuborders(tx, actor, row!);
      const [s] = await tx.select({ id: suborders.id }).from(suborders).where(eq(suborders.order_id, orderId));
      if (s) made.push(s.id);
    }
    const [first, second, third, fourth] = made;
    // The windows agreed with each patient, as the general-info tab records them.
    const agree = async (suborderId: number | undefined, date: string, from: string, to: string) => {
      if (suborderId === undefined) return;
      const window = { starts_at: zonedInstant(date, from, zone), ends_at: zonedInstant(date, to, zone) };
      await tx.insert(suborderTimeslots).values({ suborder_id: suborderId, ...window, status: 'agreed', created_by: owner });
      await tx.update(suborders).set({ slot_starts_at: window.starts_at, slot_ends_at: window.ends_at }).where(eq(suborders.id, suborderId));
    };
    await agree(first, today, '09:00', '12:00');
    await agree(second, today, '13:00', '16:00');
    await agree(third, tomorrow, '10:00', '13:00');
    await agree(fourth, tomorrow, '14:00', '17:00');
    const [plan] = await driverPlans(tx, supplier.id, [derek]);
    const todays = [first, second].filter((x): x is number => x !== undefined);
    if (plan && todays.length) await saveRoute(tx, actor, supplier.id, { driver: plan, date: today, suborderIds: todays, optimized: false });
  });
}
