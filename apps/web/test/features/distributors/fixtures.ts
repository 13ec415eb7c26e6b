import type {
  DistributionOrderDetail,
  DistributionOrderLine,
  DistributionOrderSummary,
  DistributionProposalLine,
  Distributor,
  StockSkuSummary,
  Warehouse,
} from '@dme/contract';

const STAMP = '2026-01-05T10:00:00.000Z';

export function makeDistributor(overrides: Partial<Distributor> = {}): Distributor {
  return {
    id: 5,
    name: 'Medline Industries',
    contact_name: 'Karen Price',
    email: 'orders@medline.example',
    phone: '8005551234',
    account_number: 'SUN-44120',
    terms: 'Net 30',
    lead_time_days: 3,
    address_1: 'Three Lakes Dr',
    address_2: '',
    city: 'Northfield',
    state: 'IL',
    zip: '60093',
    full_address: 'Three Lakes Dr, Northfield, IL 60093',
    active: true,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}
export const medline = makeDistributor();
export const mckesson = makeDistributor({
  id: 6,
  name: 'McKesson Medical',
  contact_name: '',
  email: '',
  phone: '',
  city: 'Irving',
  state: 'TX',
});

export function makeWarehouse(overrides: Partial<Warehouse> = {}): Warehouse {
  return {
    id: 31,
    name: 'Columbus Stockroom',
    location: null,
    address_1: '1200 Industrial Pkwy',
    address_2: '',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    full_address: '1200 Industrial Pkwy, Columbus, OH 43215',
    active: true,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}
export const columbus = makeWarehouse();
export const cleveland = makeWarehouse({ id: 32, name: 'Cleveland Stockroom', city: 'Cleveland', full_address: 'Cleveland, OH 44114' });

export const mask: StockSkuSummary = {
  id: 101,
  sku: 'RESMED-F20-M',
  manufacturer: 'ResMed',
  model: 'AirFit F20, medium',
  serialized: false,
  equipment: { id: 11, name: 'Full face mask', hcpcs: 'A7030' },
};
export const cpap: StockSkuSummary = {
  id: 102,
  sku: 'RESMED-AS10-001',
  manufacturer: 'ResMed',
  model: 'AirSense 10 AutoSet',
  serialized: true,
  equipment: { id: 12, name: 'CPAP device', hcpcs: 'E0601' },
};
export const walker: StockSkuSummary = {
  id: 103,
  sku: 'WLK-E0143-001',
  manufacturer: 'Drive Medical',
  model: 'Folding walker, two-button',
  serialized: false,
  equipment: { id: 13, name: 'Walker', hcpcs: 'E0143' },
};

export function makeProposalLine(sku: StockSkuSummary, overrides: Partial<DistributionProposalLine> = {}): DistributionProposalLine {
  return {
    storage_id: sku.id + 1000,
    sku,
    quantity: 6,
    reserved: 0,
    available: 6,
    on_order: 0,
    par_level: 10,
    reorder_quantity: 0,
    proposed_quantity: 4,
    item_number: `MDL-${sku.id}`,
    price_cents: 8010,
    unit_price_cents: 8010,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<DistributionOrderSummary> = {}): DistributionOrderSummary {
  return {
    id: 77,
    kind: 'stock',
    status: 'sent',
    status_name: 'Sent',
    distributor: { id: medline.id, name: medline.name },
    warehouse: { id: columbus.id, name: columbus.name },
    order_id: null,
    note: '',
    lines_count: 2,
    quantity_total: 12,
    received_total: 0,
    total_cents: 123_400,
    created_by: { id: 2, name: 'Sam Rivera' },
    sent_at: '2026-01-06T10:00:00.000Z',
    received_at: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeLine(sku: StockSkuSummary, overrides: Partial<DistributionOrderLine> = {}): DistributionOrderLine {
  const quantity = overrides.quantity ?? 10;
  const unit = overrides.unit_price_cents ?? 8010;
  return {
    id: sku.id + 500,
    sku,
    item_number: `MDL-${sku.id}`,
    quantity,
    received_quantity: 0,
    unit_price_cents: unit,
    total_cents: quantity * unit,
    order_item_id: null,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<DistributionOrderDetail> = {}): DistributionOrderDetail {
  const lines = overrides.lines ?? [makeLine(mask), makeLine(cpap, { quantity: 2, unit_price_cents: 40_500 })];
  return {
    ...makeSummary(),
    distributor: medline,
    warehouse: { id: columbus.id, name: columbus.name, full_address: columbus.full_address },
    lines,
    lines_count: lines.length,
    quantity_total: lines.reduce((sum, l) => sum + l.quantity, 0),
    received_total: lines.reduce((sum, l) => sum + l.received_quantity, 0),
    total_cents: lines.reduce((sum, l) => sum + l.total_cents, 0),
    events: [
      { id: 1, status: 'draft', status_name: 'Draft', note: 'Created', user: { id: 2, name: 'Sam Rivera' }, created_at: STAMP },
      { id: 2, status: 'sent', status_name: 'Sent', note: '', user: { id: 2, name: 'Sam Rivera' }, created_at: '2026-01-06T10:00:00.000Z' },
    ],
    ...overrides,
  };
}
