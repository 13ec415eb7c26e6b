import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, isNull, ne, or } from 'drizzle-orm';
import { orderItems, orders, orderStatusHistory, patientCartItems, patientPurchases, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/secrets';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTenant } from '../patients/helpers';
import { as, type Call } from '../orders/helpers';
import { PRICES, priceCatalog, shopperPatient } from './fixtures';

/** Issue 13 item 6: the patient's catalog is the supplier's, the cart holds over-the-counter items, checkout makes the supplier's order. */
let t: TestApp;
let ann: Awaited<ReturnType<typeof shopperPatient>>;
let bob: Awaited<ReturnType<typeof shopperPatient>>;
let ids: Awaited<ReturnType<typeof priceCatalog>>;
let supplier: Call;

beforeAll(async () => {
  t = await createTestApp();
  ids = await priceCatalog(t);
  ann = await shopperPatient(t, 'Ann');
  bob = await shopperPatient(t, 'Bob');
  supplier = await as(t, 'supplier@demo.test');
});
afterAll(() => t?.close());

describe('the catalog', () => {
  it("lists the supplier's categories that hold items, with sub-categories and counts", async () => {
    const res = await ann.call('GET', '/api/patient/catalog/categories');
    expect(res.status).toBe(200);
    expect(res.body.data.supplier.name).toBe('Sunrise Medical Supply');
    const mobility = res.body.data.categories.find((c: { name: string }) => c.name === 'Mobility');
    expect(mobility.children.map((c: { name: string }) => c.name)).toContain('Canes & crutches');
    expect(mobility.item_count).toBe(mobility.children.reduce((n: number, c: { item_count: number }) => n + c.item_count, 0));
  });

  it('opens a category with its sub-categories and items, and a sub-category with its parent', async () => {
    const tree = (await ann.call('GET', '/api/patient/catalog/categories')).body.data;
    const mobility = tree.categories.find((c: { name: string }) => c.name === 'Mobility');
    const top = await ann.call('GET', `/api/patient/catalog/categories/${mobility.id}`);
    expect(top.status).toBe(200);
    expect(top.body.category.parent).toBeNull();
    expect(top.body.data.map((i: { hcpcs: string }) => i.hcpcs)).toContain('E0100');
    const canes = mobility.children.find((c: { name: string }) => c.name === 'Canes & crutches');
    const sub = await ann.call('GET', `/api/patient/catalog/categories/${canes.id}?otc=1`);
    expect(sub.body.category.parent.id).toBe(mobility.id);
    const cane = sub.body.data.find((i: { hcpcs: string }) => i.hcpcs === 'E0100');
    expect(cane).toMatchObject({ price_cents: PRICES.E0100, is_otc: true });
    expect(sub.body.meta.total).toBe(sub.body.data.length);
  });

  it('answers 404 for a category the supplier sells nothing in, and for an unknown one', async () => {
    const db = t.database.db;
    const all = await db.query.equipmentCategories.findMany();
    const tree = (await ann.call('GET', '/api/patient/catalog/categories')).body.data;
    const shown = new Set(tree.categories.flatMap((c: { id: number; children: { id: number }[] }) => [c.id, ...c.children.map((s) => s.id)]));
    const empty = all.find((c) => !shown.has(c.id));
    expect((await ann.call('GET', `/api/patient/catalog/categories/${empty!.id}`)).status).toBe(404);
    expect((await ann.call('GET', '/api/patient/catalog/categories/999999')).status).toBe(404);
  });

  it('shows an item with its price and whether it needs a prescription; an item the supplier does not sell is 404', async () => {
    const cane = await ann.call('GET', `/api/patient/catalog/items/${ids.E0100}`);
    expect(cane.body.data).toMatchObject({ hcpcs: 'E0100', price_cents: PRICES.E0100, is_otc: true, in_cart: null, asked_doctor: null });
    const mask = await ann.call('GET', `/api/patient/catalog/items/${ids.A7034}`);
    expect(mask.body.data).toMatchObject({ is_otc: false, price_cents: PRICES.A7034 });
    const notSold = (await t.database.db.query.equipmentItems.findFirst({ where: (e, { eq: is }) => is(e.hcpcs, 'E0118') }))!;
    expect((await ann.call('GET', `/api/patient/catalog/items/${notSold.id}`)).status).toBe(404);
  });
});

describe('the cart', () => {
  let caneLine: number;

  it('adds over-the-counter items, sums a second add, and totals in cents', async () => {
    const first = await ann.call('POST', '/api/patient/cart/items', { item_id: ids.E0100, quantity: 1 });
    expect(first.status).toBe(201);
    await ann.call('POST', '/api/patient/cart/items', { item_id: ids.E0100, quantity: 2 });
    const res = await ann.call('POST', '/api/patient/cart/items', { item_id: ids.A4670 });
    expect(res.body.data.lines).toHaveLength(2);
    caneLine = res.body.data.lines.find((l: { item: { hcpcs: string } }) => l.item.hcpcs === 'E0100').id;
    expect(res.body.data.total_cents).toBe(3 * PRICES.E0100 + PRICES.A4670);
    expect(res.body.data.item_count).toBe(4);
    expect((await ann.call('GET', `/api/patient/catalog/items/${ids.E0100}`)).body.data.in_cart).toEqual({ line_id: caneLine, quantity: 3 });
  });

  it('refuses a prescription item ("ask your doctor"), a foreign item and a quantity past the limit with 422', async () => {
    const rx = await ann.call('POST', '/api/patient/cart/items', { item_id: ids.A7034 });
    expect(rx.status).toBe(422);
    expect(rx.body.errors.item_id[0]).toMatch(/prescription/);
    expect((await ann.call('POST', '/api/patient/cart/items', { item_id: 999999 })).status).toBe(422);
    const many = await ann.call('POST', '/api/patient/cart/items', { item_id: ids.E0100, quantity: 20 });
    expect(many.status).toBe(422);
    expect(many.body.errors.quantity).toBeDefined();
    expect((await ann.call('POST', '/api/patient/cart/items', { item_id: ids.E0100, quantity: 1.5 })).status).toBe(422);
  });

  it('sets a quantity and removes a line', async () => {
    const put = await ann.call('PUT', `/api/patient/cart/items/${caneLine}`, { quantity: 2 });
    expect(put.status).toBe(200);
    expect(put.body.data.total_cents).toBe(2 * PRICES.E0100 + PRICES.A4670);
    expect((await ann.call('PUT', `/api/patient/cart/items/${caneLine}`, { quantity: 0 })).status).toBe(422);
    const monitor = put.body.data.lines.find((l: { item: { hcpcs: string } }) => l.item.hcpcs === 'A4670').id;
    const del = await ann.call('DELETE', `/api/patient/cart/items/${monitor}`);
    expect(del.body.data.lines).toHaveLength(1);
    expect(del.body.data.total_cents).toBe(2 * PRICES.E0100);
  });

  it("keeps carts apart: another patient's line is 404 and their cart stays their own", async () => {
    expect((await bob.call('PUT', `/api/patient/cart/items/${caneLine}`, { quantity: 5 })).status).toBe(404);
    expect((await bob.call('DELETE', `/api/patient/cart/items/${caneLine}`)).status).toBe(404);
    expect((await bob.call('GET', '/api/patient/cart')).body.data).toMatchObject({ lines: [], total_cents: 0 });
    const line = await t.database.db.query.patientCartItems.findFirst({ where: (l, { eq: is }) => is(l.id, caneLine) });
    expect(line?.quantity).toBe(2);
  });

  it('answers 404 to a patient user not linked to a record, and 403 to other roles', async () => {
    await t.database.db.insert(users).values({ name: 'Loose End', login: 'loose@test.local', role: 'patient', password_hash: await hashPassword(DEMO_PASSWORD) });
    const loose = await as(t, 'loose@test.local');
    expect((await loose('GET', '/api/patient/cart')).status).toBe(404);
    expect((await supplier('GET', '/api/patient/cart')).status).toBe(403);
  });
});

describe('checkout', () => {
  it('refuses an empty cart with 422', async () => {
    const res = await bob.call('POST', '/api/patient/cart/checkout');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Your cart is empty.');
  });

  it("creates the supplier's order at Initial, paid by the patient, with its history row and the total in cents", async () => {
    await ann.call('POST', '/api/patient/cart/items', { item_id: ids.A4670, quantity: 1 });
    const res = await ann.call('POST', '/api/patient/cart/checkout');
    expect(res.status).toBe(201);
    const total = 2 * PRICES.E0100 + PRICES.A4670;
    expect(res.body.data).toMatchObject({ total_cents: total, payment: 'collected_by_supplier', order: { status: 5, status_name: 'Initial' } });
    const orderId = res.body.data.order.id as number;
    const db = t.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 5, type: 'patient_pay', vendor_id: ann.supplier, patient_id: ann.patientId, no_doctor: true, insurance_id: null, created_by: ann.userId });
    const lines = await db.select().from(orderItems).where(eq(orderItems.order_id, orderId));
    expect(lines.map((l) => [l.equipment_id, l.quantity]).sort()).toEqual([[ids.E0100, 2], [ids.A4670, 1]].sort());
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, orderId));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ from_status: null, to_status: 5, user_id: ann.userId });
    const [purchase] = await db.select().from(patientPurchases).where(eq(patientPurchases.order_id, orderId));
    expect(purchase).toMatchObject({ total_cents: total, payment_status: 'due', account_id: ann.supplier });
    expect(await db.select().from(patientCartItems).where(eq(patientCartItems.patient_id, ann.patientId))).toEqual([]);
    // The supplier has it in its orders list at Initial and can open it.
    const list = await supplier('GET', '/api/vendor/orders?status=5&rowsPerPage=100');
    expect(list.body.data.map((o: { id: number }) => o.id)).toContain(orderId);
    expect((await supplier('GET', `/api/vendor/orders/${orderId}`)).status).toBe(200);
    const audited = await db.query.auditLogs.findFirst({ where: (a, { eq: is }) => and(is(a.action, 'patient_cart.checkout'), is(a.entity_id, orderId)) });
    expect(audited).toBeDefined();
  });

  it('goes from Intake straight to Ready For Service: no insurance, diagnosis or prescriber signature is asked of a purchase', async () => {
    await ann.call('POST', '/api/patient/cart/items', { item_id: ids.E0100, quantity: 1 });
    const orderId = (await ann.call('POST', '/api/patient/cart/checkout')).body.data.order.id as number;
    const V = (rest = '') => `/api/vendor/orders/${orderId}${rest}`;
    expect((await supplier('POST', V('/status/next'), { from: 5 })).body.data.status).toBe(10);
    const open = (await supplier('GET', V('/validate'))).body.data;
    expect(open.checklist.map((i: { key: string }) => i.key)).toEqual(['billing_address', 'shipping_address', 'items_confirmed']);
    expect(open).toMatchObject({ next: 40, fulfilled: false, step: { kind: 'button', label: 'Send to Ready For Service' } });
    // Refused while the checklist is open, and nothing moves.
    expect((await supplier('POST', V('/status/next'))).status).toBe(422);

    const address = (await supplier('POST', `/api/vendor/patients/${ann.patientId}/addresses`, { address_1: '9 Elm St', city: 'Columbus', state: 'OH', zip: '43215', is_billing: true })).body.data;
    expect((await supplier('PUT', V(), { billing_address_id: address.id, shipping_address_id: address.id })).status).toBe(200);
    expect((await supplier('POST', V('/commons/confirm'))).status).toBe(200);
    expect((await supplier('GET', V('/validate'))).body.data).toMatchObject({ fulfilled: true, next: 40 });
    const moved = await supplier('POST', V('/status/next'), { from: 10 });
    expect(moved.status).toBe(200);
    expect(moved.body.data.status).toBe(40);
    const history = await t.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.order_id, orderId));
    expect(history.map((h) => h.to_status)).toEqual([5, 10, 40]);
  });
});

describe("the supplier collects the purchase's payment", () => {
  let orderId: number;
  const pay = (call: Call, payment_status: unknown, id = orderId) =>
    call('PUT', `/api/vendor/orders/${id}/purchase/payment`, { payment_status });
  /** One of the supplier's seeded orders that a doctor prescribed (no purchase behind it). */
  const prescribedOrder = async () =>
    (
      await t.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.vendor_id, ann.supplier),
            gte(orders.status, 5),
            isNull(orders.deleted_at),
            or(isNull(orders.type), ne(orders.type, 'patient_pay')),
          ),
        )
        .limit(1)
    )[0]!.id;
  const stateInDb = async () =>
    (await t.database.db.select().from(patientPurchases).where(eq(patientPurchases.order_id, orderId)))[0]!.payment_status;

  beforeAll(async () => {
    await bob.call('POST', '/api/patient/cart/items', { item_id: ids.E0100, quantity: 3 });
    orderId = (await bob.call('POST', '/api/patient/cart/checkout')).body.data.order.id as number;
  });

  it('shows the supplier what to collect, at the prices of checkout; the doctor side and other orders carry no purchase', async () => {
    const res = await supplier('GET', `/api/vendor/orders/${orderId}`);
    expect(res.body.data.purchase).toMatchObject({
      total_cents: 3 * PRICES.E0100,
      payment_status: 'due',
      lines: [{ hcpcs: 'E0100', quantity: 3, unit_price_cents: PRICES.E0100, line_total_cents: 3 * PRICES.E0100 }],
    });
    const other = await prescribedOrder();
    expect((await supplier('GET', `/api/vendor/orders/${other}`)).body.data.purchase).toBeUndefined();
  });

  it('records the payment, takes it back, records it again and refunds it; each change is audited', async () => {
    const paid = await pay(supplier, 'paid');
    expect(paid.status).toBe(200);
    expect(paid.body.data.purchase.payment_status).toBe('paid');
    // A second click changes nothing.
    expect((await pay(supplier, 'paid')).body.data.purchase.payment_status).toBe('paid');
    expect((await pay(supplier, 'due')).body.data.purchase.payment_status).toBe('due');
    await pay(supplier, 'paid');
    expect((await pay(supplier, 'refunded')).body.data.purchase.payment_status).toBe('refunded');
    expect(await stateInDb()).toBe('refunded');
    const audited = await t.database.db.query.auditLogs.findMany({
      where: (a, { eq: is }) => and(is(a.action, 'order.purchase_payment'), is(a.entity_id, orderId)),
    });
    expect(audited.map((a) => (a.after as { payment_status: string }).payment_status)).toEqual(['paid', 'due', 'paid', 'refunded']);
  });

  it('refuses a move the payment cannot make (409), a bad state (422), and an order that is no purchase (404)', async () => {
    const refused = await pay(supplier, 'paid');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The purchase was refunded: its payment no longer changes.');
    expect((await pay(supplier, 'collected')).status).toBe(422);
    expect(await stateInDb()).toBe('refunded');
    expect((await pay(supplier, 'paid', await prescribedOrder())).status).toBe(404);
  });

  it("is the selling supplier's alone: another supplier gets 404, a doctor and the patient 403", async () => {
    await ann.call('POST', '/api/patient/cart/items', { item_id: ids.E0100, quantity: 1 });
    const fresh = (await ann.call('POST', '/api/patient/cart/checkout')).body.data.order.id as number;
    const northwind = await createTenant(t.database.db, 'supplier', 'Northwind Home Medical');
    const stranger = await as(t, northwind.login);
    expect((await pay(stranger, 'paid', fresh)).status).toBe(404);
    expect((await pay(await as(t, 'doctor@demo.test'), 'paid', fresh)).status).toBe(403);
    expect((await ann.call('PUT', `/api/vendor/orders/${fresh}/purchase/payment`, { payment_status: 'paid' })).status).toBe(403);
    const [row] = await t.database.db.select().from(patientPurchases).where(eq(patientPurchases.order_id, fresh));
    expect(row!.payment_status).toBe('due');
  });
});
