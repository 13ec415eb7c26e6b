import { OfficeStockPage } from '../../../features/office-stock';

/** `doctor.stock.category`: the categories holding office stock, with a search over all of it (sidebar "Stock"). */
export default function DoctorStockCategoryPage() {
  return <OfficeStockPage />;
}
