import { useParams } from 'react-router';
import { DoctorCatalog } from '../../../features/catalog';
import { CatalogShell } from '../catalog-shell';
import { routeId } from '../../router/route-id';
import { DOCTOR_CATALOG_LINKS, DOCTOR_CATALOG_TABS } from './catalog-nav';

/** One category: its subcategories and items. */
export default function DoctorCatalogCategoryPage() {
  const { id } = useParams();
  return (
    <CatalogShell tabs={DOCTOR_CATALOG_TABS} active="catalog.category">
      <DoctorCatalog links={DOCTOR_CATALOG_LINKS} categoryId={routeId(id)} />
    </CatalogShell>
  );
}
