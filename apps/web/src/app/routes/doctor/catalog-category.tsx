import { DoctorCatalog } from '../../../features/catalog';
import { CatalogShell } from '../catalog-shell';
import { DOCTOR_CATALOG_LINKS, DOCTOR_CATALOG_TABS } from './catalog-nav';

/** `catalog.category`: the category tree, the doctor's "Catalog" entry. */
export default function DoctorCatalogTreePage() {
  return (
    <CatalogShell tabs={DOCTOR_CATALOG_TABS} active="catalog.category">
      <DoctorCatalog links={DOCTOR_CATALOG_LINKS} />
    </CatalogShell>
  );
}
