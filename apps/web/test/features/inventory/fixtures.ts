import type { InventoryDefaultsRow, InventorySku, InventorySkuDetail, StockMovement, StorageRow } from '@dme/contract';
import type { FakeHandler } from '../../fake-server';
import { supplier } from '../directory/fixtures';
import { ok, page, signedInServer } from '../helpers';
import { makeWarehouse } from '../stock/fixtures';

const STAMP = '2026-01-05T10:00:00.000Z';

export const columbus = makeWarehouse({ id: 31, name: 'Columbus Stockroom' });
export const cleveland = makeWarehouse({
  id: 32,
  name: 'Cleveland Stockroom',
  city: 'Cleveland',
  location: { id: 22, name: 'East Branch' },
});
export const WAREHOUSES_URL = 'GET /api/vendor/warehouses?page=1&rowsPerPage=100&sortBy=name&sortType=asc';

export function makeSku(overrides: Partial<InventorySku> = {}): InventorySku {
  return {
    id: 1,
    sku: 'RESMED-AS10-001',
    manufacturer: 'ResMed',
    model: 'AirSense 10 AutoSet',
    unit_cost_cents: 45000,
    serialized: true,
    equipment: { id: 897, hcpcs: 'E0601', name: 'Continuous positive airway pressure (CPAP) device', is_otc: false },
    quantity: 12,
    reserved: 2,
    available: 10,
    below_par: false,
    archived: false,
    ...overrides,
  };
}

export function makeShelf(overrides: Partial<StorageRow> = {}): StorageRow {
  return {
    id: 71,
    warehouse: { id: columbus.id, name: columbus.name },
    quantity: 9,
    reserved: 2,
    available: 7,
    par_level: 6,
    reorder_quantity: 10,
    bin: 'A-3',
    below_par: false,
    ...overrides,
  };
}

export function makeSkuDetail(overrides: Partial<InventorySkuDetail> = {}): InventorySkuDetail {
  return { ...makeSku(), storage: [makeShelf()], created_at: STAMP, updated_at: STAMP, ...overrides };
}

export const cpapSku = makeSku();
export const maskSku = makeSku({
  id: 2,
  sku: 'RESMED-F20-M',
  model: 'AirFit F20, medium',
  unit_cost_cents: 8900,
  serialized: false,
  equipment: { id: 901, hcpcs: 'A7030', name: 'Full face mask', is_otc: false },
  quantity: 46,
  reserved: 0,
  available: 46,
  below_par: true,
});

export function makeMovement(overrides: Partial<StockMovement> = {}): StockMovement {
  return {
    id: 501,
    kind: 'receipt',
    sku: { id: 1, sku: 'RESMED-AS10-001' },
    from_warehouse: null,
    to_warehouse: { id: columbus.id, name: columbus.name },
    quantity: 2,
    serials: ['SN-1001', 'SN-1002'],
    reason: 'opening count',
    order_item_id: null,
    order_id: null,
    distribution_order_id: null,
    user: { id: 2, name: 'Sam Rivera' },
    created_at: STAMP,
    ...overrides,
  };
}

export function makeDefaultsRow(overrides: Partial<InventoryDefaultsRow> = {}): InventoryDefaultsRow {
  return {
    storage_id: 71,
    sku_id: 1,
    sku: 'RESMED-AS10-001',
    serialized: true,
    warehouse: { id: columbus.id, name: columbus.name },
    quantity: 9,
    reserved: 2,
    par_level: 6,
    reorder_quantity: 10,
    unit_cost_cents: 45000,
    ...overrides,
  };
}

/** Signed in as the demo supplier (owner) with the company's two warehouses answered. */
export function signIn(extra: Record<string, FakeHandler> = {}, user = supplier) {
  return signedInServer(user, {
    [WAREHOUSES_URL]: ok(page([cleveland, columbus], 2, 1, 100)),
    ...extra,
  });
}
