import type { Warehouse } from '@dme/contract';

const STAMP = '2026-01-05T10:00:00.000Z';

export function makeWarehouse(overrides: Partial<Warehouse> = {}): Warehouse {
  return {
    id: 31,
    name: 'Main Stockroom',
    location: { id: 21, name: 'Main Warehouse' },
    address_1: '1200 Industrial Pkwy',
    address_2: 'Dock 4',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    full_address: '1200 Industrial Pkwy, Dock 4, Columbus, OH 43215',
    active: true,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export const mainStockroom = makeWarehouse();
export const eastConsignment = makeWarehouse({
  id: 32,
  name: 'East Consignment',
  location: null,
  address_1: '',
  address_2: '',
  city: 'Dayton',
  state: 'OH',
  zip: '45402',
  full_address: 'Dayton, OH 45402',
  active: false,
});
