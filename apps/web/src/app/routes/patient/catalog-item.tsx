import { useParams } from 'react-router';
import { ItemPage, catalogParam } from '../../../features/patient-catalog';

export default function PatientCatalogItemRoute() {
  const { cat, subcat, id } = useParams();
  return <ItemPage key={id} categoryId={catalogParam(cat)} subcategoryId={catalogParam(subcat)} itemId={catalogParam(id)} />;
}
