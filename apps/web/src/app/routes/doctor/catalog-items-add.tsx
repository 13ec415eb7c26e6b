import { CatalogItemSearch } from '../../../features/catalog';
import { CatalogShell } from '../catalog-shell';
import { DOCTOR_CATALOG_TABS } from './catalog-nav';

/** `doctor.catalog.items.add`: find an item by typing; add it to a preset or read its details. */
export default function DoctorCatalogItemsAddPage() {
  return (
    <CatalogShell tabs={DOCTOR_CATALOG_TABS} active="doctor.catalog.items.add">
      <CatalogItemSearch />
    </CatalogShell>
  );
}
