import type { CatalogPreset, CategoryNode, EquipmentInsuranceParams, EquipmentItem, SupplierCatalogItem } from '@dme/contract';
import { makeUser } from '../../fake-server';

export const doctor = makeUser({
  id: 3,
  role: 'doctor',
  roles: ['doctor'],
  name: 'Dr. Olivia Bennett',
  login: 'doctor@demo.test',
  verified_at: '2024-01-01',
  account: { id: 10, type: 'doctor', name: 'Bennett Family Practice' },
  locations: [{ id: 40, name: 'Downtown Office' }],
});

export const supplier = makeUser({ name: 'Sam Rivera', account: { id: 1, type: 'supplier', name: 'Sunrise Medical Supply' } });

export const TREE: CategoryNode[] = [
  {
    id: 1,
    name: 'Mobility',
    slug: 'mobility',
    item_count: 34,
    children: [
      { id: 2, name: 'Canes & crutches', slug: 'canes-crutches', item_count: 14 },
      { id: 3, name: 'Walkers & gait trainers', slug: 'walkers', item_count: 20 },
    ],
  },
  {
    id: 10,
    name: 'Respiratory & sleep',
    slug: 'respiratory-sleep',
    item_count: 35,
    children: [
      { id: 11, name: 'Sleep therapy (CPAP/BiPAP)', slug: 'sleep-therapy', item_count: 17 },
      { id: 12, name: 'CPAP/BiPAP supplies', slug: 'pap-supplies', item_count: 18 },
    ],
  },
];

const sleep = { category: { id: 10, name: 'Respiratory & sleep', slug: 'respiratory-sleep' } };

export const CPAP: EquipmentItem = {
  id: 897,
  hcpcs: 'E0601',
  name: 'Continuous positive airway pressure (CPAP) device',
  description: 'Continuous positive airway pressure (CPAP) device',
  ...sleep,
  subcategory: { id: 11, name: 'Sleep therapy (CPAP/BiPAP)', slug: 'sleep-therapy' },
  rental_or_purchase: 'rental',
  refill_months: null,
  is_otc: false,
};

export const MASK: EquipmentItem = {
  id: 901,
  hcpcs: 'A7030',
  name: 'Full face mask used with positive airway pressure device, each',
  description: 'Full face mask used with positive airway pressure device, each',
  ...sleep,
  subcategory: { id: 12, name: 'CPAP/BiPAP supplies', slug: 'pap-supplies' },
  rental_or_purchase: 'purchase',
  refill_months: 3,
  is_otc: false,
};

export const CPAP_INSURANCE: EquipmentInsuranceParams = {
  equipment_id: 897,
  hcpcs: 'E0601',
  rental_or_purchase: 'rental',
  requires_prior_auth: false,
  requires_cmn: false,
  cmn_form: null,
  requires_f2f: true,
  max_units: 1,
  modifiers: ['RR', 'KX'],
};

export function makePreset(overrides: Partial<CatalogPreset> = {}): CatalogPreset {
  return {
    id: 5,
    name: 'Sleep apnea starter',
    items: [
      { equipment_id: 897, qty: 1, equipment: { id: 897, hcpcs: 'E0601', name: CPAP.name } },
      { equipment_id: 901, qty: 2, equipment: { id: 901, hcpcs: 'A7030', name: MASK.name } },
    ],
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: '2026-02-03T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCarried(overrides: Partial<SupplierCatalogItem> = {}): SupplierCatalogItem {
  return {
    id: 70,
    equipment: CPAP,
    price_cents: 89_950,
    is_active: true,
    created_at: '2026-02-01T10:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}
