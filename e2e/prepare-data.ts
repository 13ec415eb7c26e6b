/**
 * Prepares the e2e database before the server starts (run by playwright.config.ts, runner process only):
 * migrates, loads the reference data and seeds the demo exactly as apps/server/src/main.ts does, so the server
 * finds a ready database and does not seed again; then creates the fixtures the specs need with the product's
 * own services and writes them to `<dataDir>/fixtures.json`. No test-only API exists for any of this.
 *
 * Usage: tsx e2e/prepare-data.ts <dataDir>
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import {
  accounts,
  equipmentItems,
  locations,
  orderItems,
  orders,
  patientAddresses,
  patientHipaaConsents,
  patientVendors,
  patients,
  staffLocations,
  users,
} from '../apps/server/src/db/schema';
import { DEMO_INVITE_CODE, DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts';
import { isEmpty, seedDemo } from '../apps/server/src/db/seed/seed-demo';
import { storageFor } from '../apps/server/src/integrations/storage';
import { findUserByLogin, updateUser } from '../apps/server/src/modules/auth/auth.queries';
import { createShortLink } from '../apps/server/src/modules/links/links.service';
import { loadReferenceData } from '../apps/server/src/modules/reference/loader';
import { hashPassword, randomSecret, sha256 } from '../apps/server/src/lib/secrets';
import type { E2eFixtures } from './fixtures';

async function main(dataDir: string): Promise<void> {
  // The same settings the server will read (webServer.env sets DATA_DIR and SEED_DEMO the same way).
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    await loadReferenceData(database.db, { log: (message) => console.log(`[prepare-data] ${message}`) });
    if (config.seedDemo && (await isEmpty(database.db))) await seedDemo(database.db, { storage: storageFor(config) });
    const { db } = database;

    const user = async (login: string) => {
      const row = await findUserByLogin(db, login);
      if (!row) throw new Error(`demo user ${login} is missing`);
      return row;
    };

    // A short link to a public page.
    const shortTarget = '/auth/reset-password';
    const shortHash = await createShortLink(db, shortTarget, { ttlHours: 24 });

    // A first-login invitation for a supplier staff member (what an employee invitation stores: the code's hash).
    const staff = await user('supplier.hr@demo.test');
    const staffCode = randomSecret(18);
    await updateUser(db, staff.id, { invite_code_hash: sha256(staffCode) });

    // The demo doctor's invitation is the seed's; a second unverified doctor, without an invitation, is for the
    // guard that signs such a doctor out (the demo doctor gets verified by the invitation spec).
    const doctor = await user('newdoctor@demo.test');
    const unverifiedLogin = 'unverified.doctor@e2e.test';
    if (!(await findUserByLogin(db, unverifiedLogin))) {
      const [practice] = await db.insert(accounts).values({ type: 'doctor', name: 'Vance Pediatrics' }).returning();
      await db.insert(users).values({
        account_id: practice!.id,
        name: 'Dr. Uma Vance',
        login: unverifiedLogin,
        email: unverifiedLogin,
        role: 'doctor',
        password_hash: await hashPassword(DEMO_PASSWORD),
      });
    }
    const [unverified] = await db.select().from(users).where(eq(users.login, unverifiedLogin));

    const locationlessDoctor = await ensureLocationlessDoctor(db);
    const linking = await ensureUnlinkedPatientWithDraft(db);
    const otherSupplierStaff = await ensureOtherSupplierStaff(db);
    const stockOrders = await ensureReadyForServiceCpapOrders(db);
    const shippingOrders = await ensureReadyForServiceCpapOrders(db, { first: 'Shirley', last: 'Shipman', zip: '43215' });
    const chartsOrders = await ensureReadyForServiceCpapOrders(db, { first: 'Carla', last: 'Charton', zip: '43215' });

    const fixtures: E2eFixtures = {
      shortLink: { hash: shortHash, target: shortTarget },
      doctorInvite: { userId: doctor.id, code: DEMO_INVITE_CODE, npi: doctor.npi ?? '', name: doctor.name, login: doctor.login },
      staffInvite: { userId: staff.id, code: staffCode, name: staff.name, login: staff.login },
      unverifiedDoctor: { login: unverified!.login, name: unverified!.name },
      locationlessDoctor,
      linking,
      otherSupplierStaff,
      stockOrders,
      shippingOrders,
      chartsOrders,
    };
    writeFileSync(join(dataDir, 'fixtures.json'), JSON.stringify(fixtures, null, 2));
  } finally {
    // PGlite allows one process per data directory: the server opens it next.
    await database.close();
  }
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

const byName = async (db: Db, name: string) => {
  const [row] = await db.select().from(accounts).where(eq(accounts.name, name));
  if (!row) throw new Error(`demo account ${name} is missing`);
  return row;
};

/** A verified doctor whose practice has no office yet: located screens send them to the dashboard. */
async function ensureLocationlessDoctor(db: Db): Promise<E2eFixtures['locationlessDoctor']> {
  const login = 'nolocation.doctor@e2e.test';
  if (!(await findUserByLogin(db, login))) {
    const [practice] = await db.insert(accounts).values({ type: 'doctor', name: 'Quinn Sports Medicine' }).returning();
    await db.insert(users).values({
      account_id: practice!.id,
      name: 'Dr. Ray Quinn',
      login,
      email: login,
      role: 'doctor',
      npi: '1144244310',
      verified_at: new Date(),
      password_hash: await hashPassword(DEMO_PASSWORD),
    });
  }
  return { login };
}

/**
 * A Bennett patient the supplier does not see yet: her HIPAA consent is on paper file, and a draft order to
 * Sunrise Medical Supply (one CPAP) waits for "Send to Supplier". Sending it links her to the supplier.
 */
async function ensureUnlinkedPatientWithDraft(db: Db): Promise<E2eFixtures['linking']> {
  const practice = await byName(db, 'Bennett Family Practice');
  const supplier = await byName(db, 'Sunrise Medical Supply');
  const doctor = (await findUserByLogin(db, 'doctor@demo.test'))!;
  const [office] = await db.select().from(locations).where(eq(locations.account_id, practice.id));
  const [cpap] = await db.select().from(equipmentItems).where(eq(equipmentItems.hcpcs, 'E0601'));
  const [patient] = await db
    .insert(patients)
    .values({ account_id: practice.id, first_name: 'Iris', last_name: 'Linkwood', dob: '1958-04-09', gender: 'F', created_by: doctor.id })
    .returning();
  const signedAt = new Date();
  await db.insert(patientHipaaConsents).values({
    patient_id: patient!.id,
    account_id: practice.id,
    token_hash: randomSecret(32),
    requested_by: doctor.id,
    expires_at: signedAt,
    signed_at: signedAt,
    signer_name: 'Iris Linkwood',
  });
  const [order] = await db
    .insert(orders)
    .values({
      status: 0,
      doctor_account_id: practice.id,
      doctor_id: doctor.id,
      doctor_location_id: office!.id,
      created_by: doctor.id,
      patient_id: patient!.id,
      vendor_id: supplier.id,
    })
    .returning();
  await db.insert(orderItems).values({ order_id: order!.id, equipment_id: cpap!.id, quantity: 1, created_by: doctor.id });
  return { patientId: patient!.id, orderId: order!.id, name: 'Iris Linkwood' };
}

/**
 * Two Sunrise orders in Ready For Service, one CPAP line each and no stock yet, for a patient the supplier sees (her
 * consent is on file): the stock spec reserves a unit on the first and tries the same unit on the second.
 */
async function ensureReadyForServiceCpapOrders(db: Db, who = { first: 'Stella', last: 'Stockton', zip: '' }): Promise<E2eFixtures['stockOrders']> {
  const practice = await byName(db, 'Bennett Family Practice');
  const supplier = await byName(db, 'Sunrise Medical Supply');
  const doctor = (await findUserByLogin(db, 'doctor@demo.test'))!;
  const [office] = await db.select().from(locations).where(eq(locations.account_id, practice.id));
  const [cpap] = await db.select().from(equipmentItems).where(eq(equipmentItems.hcpcs, 'E0601'));
  const [patient] = await db
    .insert(patients)
    .values({ account_id: practice.id, first_name: who.first, last_name: who.last, dob: '1949-11-02', gender: 'F', phone: '6145550188', created_by: doctor.id })
    .returning();
  // The shipping spec's patient lives in Columbus: her address is where the driver goes.
  const [home] = who.zip
    ? await db.insert(patientAddresses).values({ patient_id: patient!.id, address_1: '77 E Broad St', city: 'Columbus', state: 'OH', zip: who.zip, is_billing: true }).returning()
    : [];
  const signedAt = new Date();
  await db.insert(patientHipaaConsents).values({
    patient_id: patient!.id,
    account_id: practice.id,
    token_hash: randomSecret(32),
    requested_by: doctor.id,
    expires_at: signedAt,
    signed_at: signedAt,
    signer_name: `${who.first} ${who.last}`,
  });
  await db.insert(patientVendors).values({ patient_id: patient!.id, vendor_id: supplier.id }).onConflictDoNothing();
  const ids: number[] = [];
  for (let i = 0; i < 2; i++) {
    const [order] = await db
      .insert(orders)
      .values({
        status: 40,
        doctor_account_id: practice.id,
        doctor_id: doctor.id,
        doctor_location_id: office!.id,
        created_by: doctor.id,
        patient_id: patient!.id,
        vendor_id: supplier.id,
        commons_confirmation: true,
        shipping_address_id: home?.id ?? null,
        billing_address_id: home?.id ?? null,
      })
      .returning();
    await db.insert(orderItems).values({ order_id: order!.id, equipment_id: cpap!.id, quantity: 1, confirmed: true, created_by: doctor.id });
    ids.push(order!.id);
  }
  return { orderIds: ids as [number, number], patient: `${who.first} ${who.last}` };
}

/** Staff of the second supplier company (Lakeshore), with a department and order permissions there. */
async function ensureOtherSupplierStaff(db: Db): Promise<E2eFixtures['otherSupplierStaff']> {
  const login = 'lakeshore.staff@e2e.test';
  const locationName = 'Lakeshore Depot';
  const company = await byName(db, 'Lakeshore Respiratory Care');
  if (!(await findUserByLogin(db, login))) {
    const password_hash = await hashPassword(DEMO_PASSWORD);
    const [owner] = await db
      .insert(users)
      .values({
        account_id: company.id,
        name: 'Lena Shore',
        login: 'lakeshore@e2e.test',
        email: 'lakeshore@e2e.test',
        role: 'supplier',
        password_hash,
      })
      .returning();
    const [depot] = await db
      .insert(locations)
      .values({ account_id: company.id, name: locationName, city: 'Cleveland', state: 'OH', zip: '44114' })
      .returning();
    const [staff] = await db
      .insert(users)
      .values({
        account_id: company.id,
        name: 'Owen Marsh',
        login,
        email: login,
        role: 'supplier',
        is_staff: true,
        owner_id: owner!.id,
        password_hash,
      })
      .returning();
    await db.insert(staffLocations).values({ user_id: staff!.id, location_id: depot!.id, permissions: ['order view 5', 'order edit 5'] });
  }
  const [depot] = await db.select().from(locations).where(eq(locations.name, locationName));
  return { login, locationId: depot!.id, locationName };
}

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: tsx e2e/prepare-data.ts <dataDir>');
  process.exit(2);
}
main(dataDir).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
