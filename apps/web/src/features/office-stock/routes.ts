import { href } from '@dme/contract';
import type { OfficeStockLinks } from './components/office-stock-links';

/** The doctor's own office-stock screens: the categories, a category, a subcategory. */
export const DOCTOR_STOCK_LINKS: OfficeStockLinks = {
  root: href('doctor.stock.category'),
  category: (id) => href('doctor.stock.category.show', { id }),
  subcategory: (id, subId) => href('doctor.stock.category.subcategory', { id, cat_id: subId }),
};
