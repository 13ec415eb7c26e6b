import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, equipmentItems, supplierCatalogItems } from '../schema';

/**
 * The demo supplier's shop for the patient app (issue 13 item 6), in cents: over-the-counter items a patient buys
 * without a prescription (walking aids, bathroom safety, a blood pressure monitor, comfort items), and CPAP
 * supplies that need one (the patient asks the doctor for those). Prices set before are left as they are.
 */
const SHOP: Record<string, number> = {
  E0100: 2_499, // cane
  E0105: 3_999, // quad cane
  A4637: 599, // replacement cane or walker tip
  E0135: 5_999, // folding walker
  E0244: 3_499, // raised toilet seat
  E0243: 4_299, // toilet rail
  E0240: 4_999, // bath or shower chair
  E0241: 2_999, // bath tub wall rail
  A4670: 4_499, // automatic blood pressure monitor
  A4931: 1_299, // thermometer
  A9281: 1_499, // reacher
  E0215: 3_999, // moist heat pad
  A9273: 1_199, // hot or cold pack
  A6530: 2_999, // compression stockings, below knee
  A4554: 1_999, // disposable underpads
  A4927: 1_199, // gloves, box of 100
  A6413: 599, // adhesive bandages
  A7034: 11_250, // nasal CPAP mask: prescription
  A7035: 3_850, // CPAP headgear: prescription
  A7038: 550, // CPAP filter: prescription
};

export async function seedPatientCart(db: Db): Promise<void> {
  const [supplier] = await db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  if (!supplier) return;
  const items = await db
    .select({ id: equipmentItems.id, hcpcs: equipmentItems.hcpcs })
    .from(equipmentItems)
    .where(inArray(equipmentItems.hcpcs, Object.keys(SHOP)));
  if (items.length === 0) return;
  await db
    .insert(supplierCatalogItems)
    .values(items.map((i) => ({ account_id: supplier.id, equipment_id: i.id, price_cents: SHOP[i.hcpcs]! })))
    .onConflictDoNothing();
}
