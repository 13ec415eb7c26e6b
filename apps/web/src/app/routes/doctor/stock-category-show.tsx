import { useParams } from 'react-router';
import { OfficeStockPage } from '../../../features/office-stock';
import { routeId } from '../../router/route-id';

/** `doctor.stock.category.show`: one category's subcategories and stocked items. */
export default function DoctorStockCategoryShowPage() {
  const { id } = useParams();
  return <OfficeStockPage categoryId={routeId(id)} />;
}
