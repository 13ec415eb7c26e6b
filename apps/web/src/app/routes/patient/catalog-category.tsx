import { useParams } from 'react-router';
import { CategoryPage, catalogParam } from '../../../features/patient-catalog';

export default function PatientCatalogCategoryRoute() {
  const { cat } = useParams();
  return <CategoryPage key={cat} categoryId={catalogParam(cat)} />;
}
