import { useParams } from 'react-router';
import { OfficeStockPage } from '../../../features/office-stock';
import { routeId } from '../../router/route-id';

/** `doctor.stock.category.subcategory`: one subcategory's stocked items. */
export default function DoctorStockSubcategoryPage() {
  const { id, cat_id: subcategoryId } = useParams();
  return <OfficeStockPage categoryId={routeId(id)} subcategoryId={routeId(subcategoryId)} />;
}
