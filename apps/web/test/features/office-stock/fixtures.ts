import type { OfficeStockCategory, OfficeStockItem } from '@dme/contract';

const RESPIRATORY = { id: 10, name: 'Respiratory & sleep' };
const SUPPLIES = { id: 12, name: 'CPAP/BiPAP supplies' };
const MOBILITY = { id: 20, name: 'Mobility' };
const WALKERS = { id: 21, name: 'Walkers' };
const CLOSET = { id: 4, name: 'Bennett Downtown Closet' };
const DOWNTOWN = { id: 1, name: 'Downtown Office' };
export const SUNRISE = { id: 1, name: 'Sunrise Medical Supply' };

export function makeStockItem(overrides: Partial<OfficeStockItem> = {}): OfficeStockItem {
  return {
    sku_id: 7,
    sku: 'RESMED-F20-M',
    manufacturer: 'ResMed',
    model: 'AirFit F20 (M)',
    equipment: { id: 55, hcpcs: 'A7030', name: 'Full face mask', category: RESPIRATORY, subcategory: SUPPLIES },
    warehouse: CLOSET,
    office: DOWNTOWN,
    supplier: SUNRISE,
    available: 3,
    ...overrides,
  };
}

export const MASK_STOCK = makeStockItem();
export const WALKER_STOCK = makeStockItem({
  sku_id: 8,
  sku: 'WLK-E0143-001',
  manufacturer: 'Drive',
  model: '',
  equipment: { id: 60, hcpcs: 'E0143', name: 'Walker, folding, wheeled', category: MOBILITY, subcategory: WALKERS },
  available: 4,
});

export const CATEGORIES: OfficeStockCategory[] = [
  { ...MOBILITY, items: 1, children: [{ ...WALKERS, items: 1 }] },
  { ...RESPIRATORY, items: 2, children: [{ ...SUPPLIES, items: 2 }] },
];

/** A `GET doctor/inventory` answer: a page of rows and the category tree. */
export const stockAnswer = (rows: OfficeStockItem[], categories: OfficeStockCategory[] = CATEGORIES, total = rows.length) => ({
  data: rows,
  meta: { total, page: 1, rowsPerPage: 25 },
  categories,
});

export const TREE_URL = 'GET /api/doctor/inventory?page=1&rowsPerPage=25';
export const SUPPLIES_URL = 'GET /api/doctor/inventory?page=1&rowsPerPage=25&subcategory_id=12';
export const RESPIRATORY_URL = 'GET /api/doctor/inventory?page=1&rowsPerPage=25&category_id=10';
