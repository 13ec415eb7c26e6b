import { and, eq } from 'drizzle-orm';
import { patients, patientVendors, supplierCatalogItems, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/secrets';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import type { TestApp } from '../helpers/test-app';
import { as, equipmentIds, idOf } from '../orders/helpers';

/** Prices the tests set on Sunrise's catalog (cents): two over-the-counter items and one that needs a prescription. */
export const PRICES = { E0100: 2_499, A4670: 4_499, A7034: 11_250 } as const;

/**
 * A patient of the Bennett practice (so Dr. Bennett is their doctor) linked to Sunrise Medical Supply, with their own
 * sign-in: what the patient app's invitation makes. Answers a JSON caller signed in as that patient.
 */
export async function shopperPatient(t: TestApp, first: string) {
  const db = t.database.db;
  const practice = await idOf.account(t, 'Bennett Family Practice');
  const supplier = await idOf.account(t, 'Sunrise Medical Supply');
  const login = `${first.toLowerCase()}.shopper@test.local`;
  const [user] = await db
    .insert(users)
    .values({ name: `${first} Shopper`, login, email: login, role: 'patient', password_hash: await hashPassword(DEMO_PASSWORD) })
    .returning();
  const [patient] = await db
    .insert(patients)
    .values({ account_id: practice, first_name: first, last_name: 'Shopper', dob: '1950-04-05', gender: 'F', user_id: user!.id })
    .returning();
  await db.insert(patientVendors).values({ patient_id: patient!.id, vendor_id: supplier });
  return { call: await as(t, login), patientId: patient!.id, userId: user!.id, supplier, practice };
}

/** Sunrise sells the test items at the test prices. */
export async function priceCatalog(t: TestApp): Promise<Record<keyof typeof PRICES, number>> {
  const db = t.database.db;
  const supplier = await idOf.account(t, 'Sunrise Medical Supply');
  const ids = await equipmentIds(t, ...Object.keys(PRICES));
  for (const [code, price_cents] of Object.entries(PRICES)) {
    const equipment_id = ids[code]!;
    await db
      .insert(supplierCatalogItems)
      .values({ account_id: supplier, equipment_id, price_cents })
      .onConflictDoUpdate({ target: [supplierCatalogItems.account_id, supplierCatalogItems.equipment_id], set: { price_cents, is_active: true } });
  }
  return ids as Record<keyof typeof PRICES, number>;
}

export async function catalogEntry(t: TestApp, equipmentId: number) {
  const supplier = await idOf.account(t, 'Sunrise Medical Supply');
  const [row] = await t.database.db
    .select()
    .from(supplierCatalogItems)
    .where(and(eq(supplierCatalogItems.account_id, supplier), eq(supplierCatalogItems.equipment_id, equipmentId)));
  return row;
}
