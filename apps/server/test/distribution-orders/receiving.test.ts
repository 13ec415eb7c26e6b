import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  auditLogs,
  distributionOrderEvents,
  distributionOrderLines,
  distributionOrders,
  equipmentItems,
  orderItems,
  orderItemStock,
  orders,
  serialNumbers,
  stockMovements,
} from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addSku, companyOf, sender, shelfOf, type Send } from './stock-fixtures';

const BASE = '/api/vendor/distribution-orders';

describe('receiving distribution orders (issue 9: stock)', () => {
  let t: TestApp;
  let send: Send;
  let owner: string;
  let mine: { accountId: number; userId: number };
  let distributorId: number;
  let dock: number;
  let mask: number;
  let cpap: number;
  beforeAll(async () => {
    t = await createTestApp();
    send = sender(t);
    owner = await t.tokenFor('supplier@demo.test');
    mine = await companyOf(t, 'supplier@demo.test');
    distributorId = (await send('POST', '/api/vendor/distributors', owner, { name: 'Receiving Supply' })).json().data.id;
    dock = (await send('POST', '/api/vendor/warehouses', owner, { name: 'Receiving Dock' })).json().data.id;
    mask = await addSku(t, mine.accountId, { sku: 'RC-MASK', hcpcs: 'A7030', unitCostCents: 800 });
    cpap = await addSku(t, mine.accountId, { sku: 'RC-CPAP', hcpcs: 'E0601', serialized: true, unitCostCents: 40_000 });
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;

  /** Everything a receipt writes, to prove a refused one wrote nothing. */
  async function footprint(orderId: number) {
    const [order] = await db()
      .select({ status: distributionOrders.status, updated: distributionOrders.updated_at })
      .from(distributionOrders)
      .where(eq(distributionOrders.id, orderId));
    return {
      order,
      lines: await db()
        .select({ id: distributionOrderLines.id, received: distributionOrderLines.received_quantity })
        .from(distributionOrderLines)
        .where(eq(distributionOrderLines.distribution_order_id, orderId)),
      events: (await db().select().from(distributionOrderEvents).where(eq(distributionOrderEvents.distribution_order_id, orderId))).length,
      movements: (await db().select().from(stockMovements).where(eq(stockMovements.account_id, mine.accountId))).length,
      serials: (await db().select().from(serialNumbers).where(eq(serialNumbers.sku_id, cpap))).map((s) => s.serial).sort(),
      mask: (await shelfOf(t, mask, dock))?.quantity ?? 0,
      cpap: (await shelfOf(t, cpap, dock))?.quantity ?? 0,
      audits: (
        await db()
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.entity, 'distribution_order'), eq(auditLogs.entity_id, orderId)))
      ).length,
    };
  }

  it('draft -> sent -> partially received -> received: stock, serials and movements follow each receipt', async () => {
    const created = await send('POST', BASE, owner, {
      kind: 'stock',
      distributor_id: distributorId,
      warehouse_id: dock,
      lines: [
        { sku_id: mask, quantity: 10 },
        { sku_id: cpap, quantity: 2 },
      ],
    });
    const o = created.json().data;
    const [maskLine, cpapLine] = o.lines;
    const early = await send('POST', `${BASE}/${o.id}/receive`, owner, { lines: [{ line_id: maskLine.id, quantity: 1 }] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a sent order can be received; this order is draft.');
    expect((await send('POST', `${BASE}/${o.id}/send`, owner, { note: 'Emailed to orders desk' })).json().data.status).toBe('sent');

    const first = await send('POST', `${BASE}/${o.id}/receive`, owner, {
      lines: [
        { line_id: maskLine.id, quantity: 4 },
        { line_id: cpapLine.id, quantity: 1, serials: [' RC-SN-1 '] },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'partially_received',
      status_name: 'Partially received',
      received_total: 5,
      received_at: null,
    });
    expect(first.json().data.lines.map((l: { received_quantity: number }) => l.received_quantity)).toEqual([4, 1]);
    expect(await shelfOf(t, mask, dock)).toMatchObject({ quantity: 4, reserved: 0 });
    expect(await shelfOf(t, cpap, dock)).toMatchObject({ quantity: 1, reserved: 0 });
    expect(
      await db()
        .select({ serial: serialNumbers.serial, state: serialNumbers.state, warehouse: serialNumbers.warehouse_id })
        .from(serialNumbers)
        .where(eq(serialNumbers.sku_id, cpap)),
    ).toEqual([{ serial: 'RC-SN-1', state: 'in_stock', warehouse: dock }]);
    const moves = await db().select().from(stockMovements).where(eq(stockMovements.distribution_order_id, o.id));
    expect(moves.map((m) => [m.kind, m.sku_id, m.to_warehouse_id, m.quantity, m.serials, m.user_id])).toEqual([
      ['receipt', mask, dock, 4, [], mine.userId],
      ['receipt', cpap, dock, 1, ['RC-SN-1'], mine.userId],
    ]);
    const refused = await send('POST', `${BASE}/${o.id}/cancel`, owner, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Units of this order were received: it can no longer be cancelled.');

    const last = await send('POST', `${BASE}/${o.id}/receive`, owner, {
      lines: [
        { line_id: cpapLine.id, quantity: 1, serials: ['RC-SN-2'] },
        { line_id: maskLine.id, quantity: 6 },
      ],
      note: 'Box 2 of 2',
    });
    expect(last.statusCode, last.body).toBe(200);
    const done = last.json().data;
    expect(done).toMatchObject({ status: 'received', received_total: 12, quantity_total: 12 });
    expect(done.received_at).toEqual(expect.any(String));
    expect(done.events.map((e: { status: string; note: string }) => [e.status, e.note])).toEqual([
      ['draft', 'Created'],
      ['sent', 'Emailed to orders desk'],
      ['partially_received', 'Received 4 × RC-MASK; 1 × RC-CPAP (RC-SN-1)'],
      ['received', 'Received 1 × RC-CPAP (RC-SN-2); 6 × RC-MASK — Box 2 of 2'],
    ]);
    expect(await shelfOf(t, mask, dock)).toMatchObject({ quantity: 10 });
    expect(await shelfOf(t, cpap, dock)).toMatchObject({ quantity: 2 });
    expect((await db().select().from(serialNumbers).where(eq(serialNumbers.sku_id, cpap))).map((s) => s.serial).sort()).toEqual([
      'RC-SN-1',
      'RC-SN-2',
    ]);
    expect(await db().select().from(stockMovements).where(eq(stockMovements.distribution_order_id, o.id))).toHaveLength(4);

    const again = await send('POST', `${BASE}/${o.id}/receive`, owner, { lines: [{ line_id: maskLine.id, quantity: 1 }] });
    expect(again.statusCode).toBe(409);
    const actions = await db()
      .select({ action: auditLogs.action, after: auditLogs.after })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'distribution_order'), eq(auditLogs.entity_id, o.id)));
    expect(actions.map((a) => a.action)).toEqual([
      'distribution_order.create',
      'distribution_order.send',
      'distribution_order.receive',
      'distribution_order.receive',
    ]);
    expect(actions[2]!.after).toMatchObject({
      status: 'partially_received',
      received: [
        { line_id: maskLine.id, quantity: 4 },
        { line_id: cpapLine.id, quantity: 1, serials: ['RC-SN-1'] },
      ],
    });
  });

  it('over-receipt, wrong serials and a serial already on record are refused, and nothing of the receipt is kept', async () => {
    const o = (
      await send('POST', BASE, owner, {
        kind: 'stock',
        distributor_id: distributorId,
        warehouse_id: dock,
        lines: [
          { sku_id: mask, quantity: 5 },
          { sku_id: cpap, quantity: 1 },
        ],
      })
    ).json().data;
    await send('POST', `${BASE}/${o.id}/send`, owner, {});
    const [maskLine, cpapLine] = o.lines;
    expect((await send('POST', `${BASE}/${o.id}/receive`, owner, { lines: [{ line_id: maskLine.id, quantity: 2 }] })).statusCode).toBe(200);
    const before = await footprint(o.id);
    const url = `${BASE}/${o.id}/receive`;

    const over = await send('POST', url, owner, {
      lines: [
        { line_id: cpapLine.id, quantity: 1, serials: ['RC-SN-7'] },
        { line_id: maskLine.id, quantity: 4 },
      ],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      message: 'Line 1 (RC-MASK): only 3 more can be received (5 ordered, 2 received).',
      errors: { 'lines.1.quantity': ['Line 1 (RC-MASK): only 3 more can be received (5 ordered, 2 received).'] },
    });
    const noSerial = await send('POST', url, owner, {
      lines: [
        { line_id: maskLine.id, quantity: 3 },
        { line_id: cpapLine.id, quantity: 1 },
      ],
    });
    expect(noSerial.statusCode).toBe(422);
    expect(noSerial.json().errors).toEqual({ 'lines.1.serials': ['RC-CPAP is serialised: give 1 serial number (0 given).'] });
    const known = await send('POST', url, owner, {
      lines: [
        { line_id: maskLine.id, quantity: 3 },
        { line_id: cpapLine.id, quantity: 1, serials: ['rc-sn-1'] },
      ],
    });
    expect(known.statusCode).toBe(409);
    expect(known.json().message).toBe('Serial number RC-SN-1 of RC-CPAP is already recorded.');
    const twice = await send('POST', url, owner, {
      lines: [
        { line_id: maskLine.id, quantity: 1 },
        { line_id: maskLine.id, quantity: 1 },
      ],
    });
    expect(twice.json().errors).toEqual({ 'lines.1.line_id': ['The line is listed twice.'] });
    const stranger = await send('POST', url, owner, { lines: [{ line_id: 999_999, quantity: 1 }] });
    expect(stranger.json().errors).toEqual({ 'lines.0.line_id': ['The line is not on this order.'] });

    expect(await footprint(o.id)).toEqual(before);
  });

  it("a with-request line's units are reserved for the patient order's line they were bought for", async () => {
    const [item] = await db()
      .select({ id: orderItems.id, orderId: orders.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .innerJoin(equipmentItems, eq(equipmentItems.id, orderItems.equipment_id))
      .where(and(eq(equipmentItems.hcpcs, 'E0601'), eq(orders.vendor_id, mine.accountId), eq(orders.status, 5)));
    expect(await db().select().from(orderItemStock).where(eq(orderItemStock.order_item_id, item!.id))).toEqual([]);
    const created = await send('POST', BASE, owner, {
      kind: 'request',
      distributor_id: distributorId,
      warehouse_id: dock,
      order_id: item!.orderId,
      lines: [{ sku_id: cpap, quantity: 1, order_item_id: item!.id }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const o = created.json().data;
    expect(o).toMatchObject({ kind: 'request', order_id: item!.orderId, lines: [{ order_item_id: item!.id }] });
    expect(
      (await send('GET', `${BASE}?kind=request&search=${item!.orderId}`, owner)).json().data.map((r: { id: number }) => r.id),
    ).toContain(o.id);
    await send('POST', `${BASE}/${o.id}/send`, owner, {});
    const shelfBefore = (await shelfOf(t, cpap, dock))!;

    const res = await send('POST', `${BASE}/${o.id}/receive`, owner, {
      lines: [{ line_id: o.lines[0].id, quantity: 1, serials: ['RC-SN-9'] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('received');
    expect(await shelfOf(t, cpap, dock)).toMatchObject({ quantity: shelfBefore.quantity + 1, reserved: shelfBefore.reserved + 1 });
    const [held] = await db().select().from(orderItemStock).where(eq(orderItemStock.order_item_id, item!.id));
    expect(held).toMatchObject({ sku_id: cpap, warehouse_id: dock, reserved: 1 });
    const [unit] = await db().select().from(serialNumbers).where(eq(serialNumbers.serial, 'RC-SN-9'));
    expect(unit).toMatchObject({ state: 'reserved', order_item_id: item!.id, warehouse_id: dock });
    expect(held!.serial_number_id).toBe(unit!.id);
    const [line] = await db()
      .select({ sku: orderItems.sku, serial: orderItems.serial })
      .from(orderItems)
      .where(eq(orderItems.id, item!.id));
    expect(line).toEqual({ sku: 'RC-CPAP', serial: 'RC-SN-9' });
  });
});
