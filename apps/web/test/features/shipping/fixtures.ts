import type { Suborder, SuborderDetail, SuborderItem } from '@dme/contract';

const STAMP = '2026-03-02T15:00:00.000Z';

export function makeSuborder(overrides: Partial<Suborder> = {}): Suborder {
  return {
    id: 7,
    number: '1024-1',
    order_id: 1024,
    order_status: 40,
    patient: { id: 51, full_name: 'Maria Lopez', phone: '6145550101' },
    warehouse: { id: 31, name: 'Columbus Stockroom' },
    method: 'driver',
    status: 'warehouse_service',
    status_name: 'Warehouse service',
    courier: null,
    tracking_number: null,
    tracking_url: null,
    address: {
      address_1: '12 Elm St',
      address_2: '',
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
      full_address: '12 Elm St, Columbus, OH 43215',
      lat: 39.96,
      lng: -83,
    },
    agreed_slot: null,
    route: null,
    items_count: 2,
    required_skills: [],
    delivered_at: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeItem(overrides: Partial<SuborderItem> = {}): SuborderItem {
  return {
    id: 301,
    order_item_id: 901,
    hcpcs: 'E0601',
    name: 'CPAP device',
    quantity: 1,
    sku: 'RES-AS11',
    serial: 'SN-1001',
    otc: false,
    claim_index: null,
    loaded_at: null,
    loaded_serial: null,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<SuborderDetail> = {}): SuborderDetail {
  return {
    ...makeSuborder(),
    items: [makeItem()],
    history: [],
    next_statuses: ['service_pending', 'in_delivery', 'pending_aob', 'delivered'],
    signed_aob_media_id: null,
    proof_of_delivery_media_id: null,
    ...overrides,
  };
}
