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
import { accounts, users } from '../apps/server/src/db/schema';
import { DEMO_INVITE_CODE, DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts';
import { isEmpty, seedDemo } from '../apps/server/src/db/seed/seed-demo';
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
    if (config.seedDemo && (await isEmpty(database.db))) await seedDemo(database.db);
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

    const fixtures: E2eFixtures = {
      shortLink: { hash: shortHash, target: shortTarget },
      doctorInvite: { userId: doctor.id, code: DEMO_INVITE_CODE, npi: doctor.npi ?? '', name: doctor.name, login: doctor.login },
      staffInvite: { userId: staff.id, code: staffCode, name: staff.name, login: staff.login },
      unverifiedDoctor: { login: unverified!.login, name: unverified!.name },
    };
    writeFileSync(join(dataDir, 'fixtures.json'), JSON.stringify(fixtures, null, 2));
  } finally {
    // PGlite allows one process per data directory: the server opens it next.
    await database.close();
  }
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
