import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, supplierCatalogItems } from '../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';
import { auditRowsFor, createTenant, equipmentIdOf } from './helpers';

let t: TestApp;
let owner: string;
let cpapId: number;
let maskId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.tokenFor('supplier@demo.test');
  cpapId = await equipmentIdOf(t.database.db, 'E0601');
  maskId = await equipmentIdOf(t.database.db, 'A7030');
  // The demo seeds the company's prices for billing (seed-billing.ts); this file starts from an empty catalog.
  const [sunrise] = await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Sunrise Medical Supply'));
  await t.database.db.delete(supplierCatalogItems).where(eq(supplierCatalogItems.account_id, sunrise!.id));
});
afterAll(() => t?.close());

const add = (payload: unknown, as = owner) =>
  t.app.inject({ method: 'POST', url: '/api/vendor/catalog', headers: bearer(as), payload: payload as object });
const list = (query = '', as = owner) => t.app.inject({ method: 'GET', url: `/api/vendor/catalog${query}`, headers: bearer(as) });
type Entry = { id: number; price_cents: number; is_active: boolean; equipment: { id: number; hcpcs: string; name: string } };

describe('supplier catalog', () => {
  it('adds an item with a price in cents (201) and records it in the audit log', async () => {
    const res = await add({ equipment_id: cpapId, price_cents: 89_900 });
    expect(res.statusCode).toBe(201);
    const entry = res.json<{ data: Entry }>().data;
    expect(entry).toMatchObject({ price_cents: 89_900, is_active: true, equipment: { id: cpapId, hcpcs: 'E0601' } });
    const audit = await auditRowsFor(t.database.db, 'supplier_catalog_item', entry.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'supplier_catalog.create',
      before: null,
      after: { hcpcs: 'E0601', price_cents: 89_900, is_active: true },
    });
  });

  it('adding an item it carries sets the new price (200), audited with before and after', async () => {
    const res = await add({ equipment_id: cpapId, price_cents: 79_900, is_active: false });
    expect(res.statusCode).toBe(200);
    const entry = res.json<{ data: Entry }>().data;
    expect(entry).toMatchObject({ price_cents: 79_900, is_active: false });
    const audit = await auditRowsFor(t.database.db, 'supplier_catalog_item', entry.id);
    expect(audit.map((a) => a.action)).toEqual(['supplier_catalog.create', 'supplier_catalog.update']);
    expect(audit[1]).toMatchObject({ before: { price_cents: 89_900 }, after: { price_cents: 79_900, is_active: false } });
  });

  it('lists the company catalog, filterable by state and searchable', async () => {
    expect((await add({ equipment_id: maskId, price_cents: 12_550 })).statusCode).toBe(201);
    const all = (await list('?sortBy=price')).json<{ data: Entry[]; meta: { total: number } }>();
    expect(all.data.map((e) => e.equipment.hcpcs)).toEqual(['A7030', 'E0601']);
    expect(all.meta.total).toBe(2);
    expect((await list('?is_active=1')).json<{ data: Entry[] }>().data.map((e) => e.equipment.hcpcs)).toEqual(['A7030']);
    expect((await list('?search=mask')).json<{ data: Entry[] }>().data.map((e) => e.equipment.hcpcs)).toEqual(['A7030']);
  });

  it('staff of the same company see the same catalog', async () => {
    const staff = await t.tokenFor('supplier.staff@demo.test');
    expect((await list('', staff)).json<{ meta: { total: number } }>().meta.total).toBe(2);
  });

  it('another supplier sees none of it and adds to its own', async () => {
    await createTenant(t.database.db, 'supplier', 'other.supplier@demo.test');
    const other = await t.tokenFor('other.supplier@demo.test');
    expect((await list('', other)).json()).toEqual({ data: [], meta: { total: 0, page: 1, rowsPerPage: 25 } });
    expect((await add({ equipment_id: cpapId, price_cents: 1 }, other)).statusCode).toBe(201);
    const mine = (await list('?search=E0601')).json<{ data: Entry[] }>().data;
    expect(mine[0]!.price_cents).toBe(79_900);
  });

  it('validates the price and the item (422 with field errors)', async () => {
    const cases: [unknown, string][] = [
      [{ equipment_id: cpapId, price_cents: -1 }, 'price_cents'],
      [{ equipment_id: cpapId, price_cents: 10.5 }, 'price_cents'],
      [{ equipment_id: cpapId, price_cents: '100' }, 'price_cents'],
      [{ equipment_id: cpapId }, 'price_cents'],
      [{ price_cents: 100 }, 'equipment_id'],
      [{ equipment_id: 999_999, price_cents: 100 }, 'equipment_id'],
    ];
    for (const [payload, field] of cases) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toEqual([field]);
    }
  });
});
