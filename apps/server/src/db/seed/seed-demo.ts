import { sql } from 'drizzle-orm';
import { ALL_PERMISSION_KEYS } from '@dme/contract';
import type { Db, Tx } from '../client';
import { accounts, locations, staffLocations, users, warehouses } from '../schema';
import { hashPassword, sha256 } from '../../lib/secrets';
import { DEMO_INVITE_CODE, DEMO_PASSWORD } from './demo-accounts';
import { seedShell } from './seed-shell';
import { seedPatients } from './seed-patients';
import { seedOrders } from './seed-orders';
import { seedDirectory } from './seed-directory';
import { seedStock } from './seed-stock';
import { seedShipping } from './seed-shipping';
import { seedBilling } from './seed-billing';
import { seedSettings } from './seed-settings';
import { seedCharts } from './seed-charts';
import type { FileStorage } from '../../integrations/storage';
import { seedReports } from './seed-reports';
import { seedPatientApp } from './seed-patient-app';
import { seedResupply } from './seed-resupply';
import { seedPatientCart } from './seed-patient-cart';
import { seedEmployees } from './seed-employees';

const weekdays = (from: string, to: string) => [
  ...Array.from({ length: 5 }, () => ({ from, to })),
  { from: '', to: '' },
  { from: '', to: '' },
];

/** True when the database has no users yet: the only case in which the demo seed runs. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Creates the demo practices, company, staff, drivers and patient in one transaction. */
/** `storage`: where generated files go (the signed demo measurement chart's PDF); without it that chart is skipped. */
export async function seedDemo(db: Db, opts: { storage?: FileStorage } = {}): Promise<void> {
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const account = async (type: 'doctor' | 'supplier', name: string) =>
      (await tx.insert(accounts).values({ type, name }).returning())[0]!;
    const place = async (account_id: number, name: string, address: Partial<typeof locations.$inferInsert>) =>
      (await tx.insert(locations).values({ account_id, name, working_hours: weekdays('08:00', '17:00'), ...address }).returning())[0]!;
    const person = async (values: Omit<typeof users.$inferInsert, 'password_hash'>) =>
      (await tx.insert(users).values({ password_hash, email: values.login, ...values }).returning())[0]!;

    // Supplier company: owner, two departments, staff with limited permissions, hr, planner, two drivers.
    const supplier = await account('supplier', 'Sunrise Medical Supply');
    const main = await place(supplier.id, 'Main Warehouse', { address_1: '1200 Industrial Pkwy', city: 'Columbus', state: 'OH', zip: '43215' });
    const east = await place(supplier.id, 'East Branch', { address_1: '85 Harbor St', city: 'Cleveland', state: 'OH', zip: '44114' });
    // Stock (issue 9): a warehouse at each department, so the stock calls have something to show from the start.
    await tx.insert(warehouses).values([
      { account_id: supplier.id, location_id: main.id, name: 'Columbus Stockroom', address_1: '1200 Industrial Pkwy', city: 'Columbus', state: 'OH', zip: '43215' },
      { account_id: supplier.id, location_id: east.id, name: 'Cleveland Stockroom', address_1: '85 Harbor St', city: 'Cleveland', state: 'OH', zip: '44114' },
    ]);
    const owner = await person({ account_id: supplier.id, name: 'Sam Rivera', login: 'supplier@demo.test', role: 'supplier' });
    const staff = { account_id: supplier.id, role: 'supplier' as const, is_staff: true, owner_id: owner.id };
    const intake = await person({ ...staff, name: 'Tina Brooks', login: 'supplier.staff@demo.test' });
    const hr = await person({ ...staff, name: 'Helen Ortiz', login: 'supplier.hr@demo.test', staff_roles: ['hr'] });
    const planner = await person({ ...staff, name: 'Paul Nguyen', login: 'planner@demo.test', staff_roles: ['delivery_planner'] });
    await grant(tx, intake.id, main.id, ['order view 5', 'order edit 5', 'order view 10', 'order edit 10', 'order create', 'manage notes']);
    await grant(tx, intake.id, east.id, ['order view 5', 'order view 10']);
    await grant(tx, hr.id, main.id, ['hr', 'logs']);
    // The planner works the shipping screens (every shipping status) and picks the drivers' home warehouses (stock).
    const shippingKeys = ALL_PERMISSION_KEYS.filter((k) => k.startsWith('shipping view') || k.startsWith('shipping edit'));
    await grant(tx, planner.id, main.id, ['order view 40', 'order view 70', 'stock', ...shippingKeys]);
    await grant(tx, planner.id, east.id, ['order view 40', 'order view 70']);
    for (const [name, login] of [
      ['Derek Miles', 'driver1@demo.test'],
      ['Dana Cole', 'driver2@demo.test'],
    ] as const) {
      await person({ account_id: supplier.id, owner_id: owner.id, name, login, role: 'driver', staff_roles: ['delivery_driver'] });
    }

    // Verified practice with two offices, a staff member and an agent.
    const practice = await account('doctor', 'Bennett Family Practice');
    const downtown = await place(practice.id, 'Downtown Office', { address_1: '400 N High St', city: 'Columbus', state: 'OH', zip: '43215' });
    const north = await place(practice.id, 'North Clinic', { address_1: '2100 Morse Rd', city: 'Columbus', state: 'OH', zip: '43229' });
    const doctor = await person({ account_id: practice.id, name: 'Dr. Olivia Bennett', login: 'doctor@demo.test', role: 'doctor', npi: '1234567893', verified_at: new Date() });
    const docStaff = { account_id: practice.id, role: 'doctor' as const, is_staff: true, owner_id: doctor.id };
    const docStaffUser = await person({ ...docStaff, name: 'Mark Ellis', login: 'doctor.staff@demo.test', verified_at: new Date() });
    const agent = await person({ ...docStaff, name: 'Alice Park', login: 'doctor.agent@demo.test', staff_roles: ['agent'], verified_at: new Date() });
    for (const loc of [downtown.id, north.id]) await grant(tx, docStaffUser.id, loc, ALL_PERMISSION_KEYS.filter((k) => k.startsWith('order')));
    await grant(tx, agent.id, downtown.id, ['order view 1']);

    // Unverified practice: its doctor completes the invitation wizard (NPI check, profile, agreement).
    const newPractice = await account('doctor', 'Grant Orthopedics');
    await person({
      account_id: newPractice.id,
      name: 'Dr. Noah Grant',
      login: 'newdoctor@demo.test',
      role: 'doctor',
      npi: '1245319599',
      invite_code_hash: sha256(DEMO_INVITE_CODE),
    });

    await person({ name: 'Peter Walsh', login: 'patient@demo.test', role: 'patient' });
  });
  await seedShell(db);
  await seedPatients(db);
  await seedOrders(db);
  await seedDirectory(db);
  await seedStock(db);
  await seedShipping(db);
  await seedBilling(db);
  await seedSettings(db);
  await seedCharts(db, opts.storage);
  await seedReports(db);
  await seedPatientApp(db);
  await seedResupply(db);
  await seedPatientCart(db);
  await seedEmployees(db);
}

async function grant(tx: Tx, user_id: number, location_id: number, permissions: readonly string[]) {
  await tx.insert(staffLocations).values({ user_id, location_id, permissions: [...permissions] });
}
