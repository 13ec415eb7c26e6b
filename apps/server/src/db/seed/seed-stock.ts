import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, distributorProducts, distributors, equipmentItems, inventorySkus, inventoryStorage, locations, users, warehouses } from '../schema';
import { receive } from '../../modules/stock/ledger';

interface DemoSku {
  hcpcs: string;
  sku: string;
  manufacturer: string;
  model: string;
  cost: number;
  /** Per warehouse name: serial numbers (serialised SKUs) or a count, with the restocking defaults. */
  stock: Record<string, { serials?: string[]; quantity?: number; par?: number; reorder?: number }>;
}

const serials = (prefix: string, from: number, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${from + i}`);

// The golden path (e2e/orders/golden-path.spec.ts) reserves RESMED-AS10-001 unit SN22841907 and RESMED-F20-M.
const DEMO_SKUS: DemoSku[] = [
  {
    hcpcs: 'E0601',
    sku: 'RESMED-AS10-001',
    manufacturer: 'ResMed',
    model: 'AirSense 10 AutoSet',
    cost: 45_000,
    stock: {
      'Columbus Stockroom': { serials: serials('SN2284190', 1, 9), par: 6, reorder: 10 },
      'Cleveland Stockroom': { serials: serials('SN2284192', 0, 3), par: 4 },
    },
  },
  {
    hcpcs: 'A7030',
    sku: 'RESMED-F20-M',
    manufacturer: 'ResMed',
    model: 'AirFit F20, medium',
    cost: 8_900,
    stock: { 'Columbus Stockroom': { quantity: 40, par: 20, reorder: 30 }, 'Cleveland Stockroom': { quantity: 6, par: 10 }, 'Bennett Downtown Closet': { quantity: 10, par: 6 } },
  },
  {
    hcpcs: 'E0143',
    sku: 'WLK-E0143-001',
    manufacturer: 'Drive Medical',
    model: 'Folding walker, two-button',
    cost: 3_500,
    stock: { 'Columbus Stockroom': { quantity: 12, par: 8 }, 'Cleveland Stockroom': { quantity: 3, par: 10 }, 'Bennett Downtown Closet': { quantity: 4, par: 2 } },
  },
  {
    hcpcs: 'E1390',
    sku: 'EVERFLO-5L',
    manufacturer: 'Philips Respironics',
    model: 'EverFlo 5 L concentrator',
    cost: 60_000,
    stock: { 'Columbus Stockroom': { serials: serials('EF5-100', 1, 4), par: 5 } },
  },
  {
    hcpcs: 'K0001',
    sku: 'MDL-K0001-18',
    manufacturer: 'Medline',
    model: 'Standard wheelchair, 18 in',
    cost: 14_000,
    stock: { 'Columbus Stockroom': { serials: ['WC18-0001', 'WC18-0002'], par: 2 } },
  },
];

/** Demo stock for Sunrise Medical Supply: SKUs in both stockrooms (received through the ledger) and a distributor. */
export async function seedStock(db: Db): Promise<void> {
  const [company] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.login, 'supplier@demo.test'));
  if (!company || !owner) return;
  // Consignment stock in a closet of the Bennett practice's Downtown Office: the doctor dispenses masks and walkers.
  const [downtown] = await db
    .select({ id: locations.id })
    .from(locations)
    .innerJoin(accounts, eq(accounts.id, locations.account_id))
    .where(and(eq(locations.name, 'Downtown Office'), eq(accounts.name, 'Bennett Family Practice')));
  if (downtown) {
    await db.insert(warehouses).values({ account_id: company.id, doctor_location_id: downtown.id, name: 'Bennett Downtown Closet', address_1: '400 N High St', city: 'Columbus', state: 'OH', zip: '43215' });
  }
  const places = new Map(
    (await db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(eq(warehouses.account_id, company.id))).map(
      (w) => [w.name, w.id],
    ),
  );
  const catalogue = new Map(
    (
      await db
        .select({ id: equipmentItems.id, hcpcs: equipmentItems.hcpcs })
        .from(equipmentItems)
        .where(
          inArray(
            equipmentItems.hcpcs,
            DEMO_SKUS.map((s) => s.hcpcs),
          ),
        )
    ).map((e) => [e.hcpcs, e.id]),
  );
  const ctx = { accountId: company.id, userId: owner.id };
  await db.transaction(async (tx) => {
    const made: { id: number; cost: number }[] = [];
    for (const s of DEMO_SKUS) {
      const equipment = catalogue.get(s.hcpcs);
      if (!equipment) continue;
      const serialized = Object.values(s.stock).some((w) => w.serials);
      const [sku] = await tx
        .insert(inventorySkus)
        .values({
          account_id: company.id,
          equipment_id: equipment,
          sku: s.sku,
          manufacturer: s.manufacturer,
          model: s.model,
          unit_cost_cents: s.cost,
          serialized,
        })
        .returning();
      made.push({ id: sku!.id, cost: s.cost });
      for (const [place, w] of Object.entries(s.stock)) {
        const warehouseId = places.get(place);
        if (!warehouseId) continue;
        const storage = await receive(tx, ctx, {
          skuId: sku!.id,
          warehouseId,
          quantity: w.serials?.length ?? w.quantity ?? 0,
          serials: w.serials,
          reason: 'opening count',
        });
        await tx
          .update(inventoryStorage)
          .set({ par_level: w.par ?? 0, reorder_quantity: w.reorder ?? 0 })
          .where(and(eq(inventoryStorage.id, storage.id)));
      }
    }
    const [medline] = await tx
      .insert(distributors)
      .values({
        account_id: company.id,
        name: 'Medline Industries',
        contact_name: 'Karen Price',
        email: 'orders@medline.example',
        phone: '8005551234',
        account_number: 'SUN-44120',
        terms: 'Net 30',
        lead_time_days: 3,
        address_1: 'Three Lakes Dr',
        city: 'Northfield',
        state: 'IL',
        zip: '60093',
      })
      .returning();
    // The distributor sells every demo SKU at 90% of its cost to Sunrise, under its own item numbers.
    await tx
      .insert(distributorProducts)
      .values(
        made.map((m, i) => ({
          account_id: company.id,
          distributor_id: medline!.id,
          sku_id: m.id,
          item_number: `MDL-${10_400 + i}`,
          price_cents: Math.round(m.cost * 0.9),
        })),
      );
  });
}
