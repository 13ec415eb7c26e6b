import { useParams } from 'react-router';
import { DoctorCatalog } from '../../../features/catalog';
import { CatalogShell } from '../catalog-shell';
import { routeId } from '../../router/route-id';
import { DOCTOR_CATALOG_LINKS, DOCTOR_CATALOG_TABS } from './catalog-nav';

/** One subcategory: its items, each with its details. */
export default function DoctorCatalogSubcategoryPage() {
  const { id, cat_id: subcategoryId } = useParams();
  return (
    <CatalogShell tabs={DOCTOR_CATALOG_TABS} active="catalog.category">
      <DoctorCatalog links={DOCTOR_CATALOG_LINKS} categoryId={routeId(id)} subcategoryId={routeId(subcategoryId)} />
    </CatalogShell>
  );
}
