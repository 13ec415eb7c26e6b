import { CategoriesPage } from '../../../features/patient-catalog';

export default function PatientCatalogCategoriesRoute() {
  return <CategoriesPage />;
}
