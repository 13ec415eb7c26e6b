import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, claims, diagnoses, equipmentItems, locations, orders, orderStatusHistory, patients, supplierCatalogItems, suborders, suborderStatusHistory, users, warehouses } from '../schema';
import { ensureSuborders } from '../../modules/shipping/regrouping.service';
import { createFromSuborder } from '../../modules/billing/claim-create';
import { ownerActor } from './seed-shipping';
import { place, type DemoOrder } from './seed-orders';

/** The company's prices for the demo's equipment (cents): what claims charge. */
const PRICES: Record<string, number> = { E0143: 12_057, E0163: 9_421, K0001: 58_363, E0601: 9_863, E0260: 14_290, E1390: 18_607, A7030: 16_175 };

/**
 * Billing demo (issue 11): the company's prices, and two orders delivered yesterday. Ellison's (Medicare primary,
 * Aetna secondary) waits under "ready for billing"; Hayes's already has its claim, ready to submit. Runs once.
 */
export async function seedBilling(db: Db): Promise<void> {
  const [practice] = await db.select().from(accounts).where(eq(accounts.name, 'Bennett Family Practice'));
  const [supplier] = await db.select().from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  if (!practice || !supplier) return;
  if ((await db.select({ id: claims.id }).from(claims).where(eq(claims.account_id, supplier.id)).limit(1)).length) return;
  const people = await db.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, ['doctor@demo.test', 'supplier@demo.test']));
  const id = (login: string) => people.find((p) => p.login === login)?.id;
  const owner = id('supplier@demo.test');
  const [columbus] = await db.select().from(warehouses).where(and(eq(warehouses.account_id, supplier.id), eq(warehouses.name, 'Columbus Stockroom')));
  if (!owner || !columbus) return;
  const actor = ownerActor(owner, supplier.id);
  const items = new Map((await db.select({ id: equipmentItems.id, hcpcs: equipmentItems.hcpcs }).from(equipmentItems)).map((i) => [i.hcpcs, i.id]));
  await db
    .insert(supplierCatalogItems)
    .values(Object.entries(PRICES).flatMap(([code, price_cents]) => (items.has(code) ? [{ account_id: supplier.id, equipment_id: items.get(code)!, price_cents }] : [])))
    .onConflictDoNothing();

  const patientIds = new Map((await db.select().from(patients).where(eq(patients.account_id, practice.id))).map((p) => [p.last_name, p.id]));
  const codes = new Map((await db.select({ id: diagnoses.id, code: diagnoses.code }).from(diagnoses).where(inArray(diagnoses.code, ['M25561', 'R2689']))).map((d) => [d.code, d.id]));
  const [office] = await db.select().from(locations).where(eq(locations.name, 'Downtown Office'));
  const path: DemoOrder['path'] = [[1, 'doctor'], [5, 'doctor'], [10, 'supplier'], [20, 'supplier'], [25, 'doctor'], [27, 'supplier'], [40, 'supplier'], [70, 'supplier']];
  const demo: DemoOrder[] = [
    { patient: 'Ellison', office: 'Downtown Office', path, items: [['E0163', 1]], dx: ['M25561', 'R2689'], daysAgo: 12, intake: true },
    { patient: 'Hayes', office: 'Downtown Office', path, items: [['E0143', 1]], dx: ['M25561'], daysAgo: 11, intake: true },
  ];
  const yesterday = new Date(Date.now() - 86_400_000);
  const delivered: number[] = [];
  await db.transaction(async (tx) => {
    for (const o of demo) {
      const patientId = patientIds.get(o.patient);
      if (!patientId) continue;
      const orderId = await place(tx, o, { practice: practice.id, supplier: supplier.id, patientId, office: office?.id ?? null, who: { doctor: id('doctor@demo.test'), supplier: owner }, items, codes });
      const [row] = await tx.update(orders).set({ warehouse_id: columbus.id }).where(eq(orders.id, orderId)).returning();
      await ensureSuborders(tx, actor, row!);
      // Delivered yesterday at the door (the driver app's path is shown by the shipping demo): the order is in Billing.
      const [s] = await tx.update(suborders).set({ status: 'delivered', delivered_at: yesterday }).where(eq(suborders.order_id, orderId)).returning();
      await tx.insert(suborderStatusHistory).values({ suborder_id: s!.id, from_status: 'warehouse_service', to_status: 'delivered', user_id: owner, note: 'Delivered', created_at: yesterday });
      await tx.update(orders).set({ status: 80 }).where(eq(orders.id, orderId));
      await tx.insert(orderStatusHistory).values({ order_id: orderId, from_status: 70, to_status: 80, user_id: owner, note: 'Every suborder delivered', created_at: yesterday });
      delivered.push(s!.id);
    }
  });
  const hayes = delivered[1];
  if (hayes !== undefined) await createFromSuborder(db, actor, hayes, undefined);
}
