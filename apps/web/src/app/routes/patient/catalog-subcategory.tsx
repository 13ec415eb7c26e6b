import { useParams } from 'react-router';
import { SubcategoryPage, catalogParam } from '../../../features/patient-catalog';

export default function PatientCatalogSubcategoryRoute() {
  const { cat, subcat } = useParams();
  return <SubcategoryPage key={subcat} categoryId={catalogParam(cat)} subcategoryId={catalogParam(subcat)} />;
}
