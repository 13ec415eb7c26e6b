import { useSearchParams } from 'react-router';
import { SupplierCatalogAdd } from '../../../features/catalog';
import { CatalogShell } from '../catalog-shell';
import { routeId } from '../../router/route-id';
import { CATALOG_LEVEL_PARAMS, SUPPLIER_CATALOG_LINKS, SUPPLIER_CATALOG_TABS } from './catalog-nav';

/** `supplier.catalog.add`: the equipment tree, to add items to the company catalog. */
export default function SupplierCatalogAddPage() {
  const [params] = useSearchParams();
  const category = params.get(CATALOG_LEVEL_PARAMS.category);
  const subcategory = params.get(CATALOG_LEVEL_PARAMS.subcategory);
  return (
    <CatalogShell tabs={SUPPLIER_CATALOG_TABS} active="supplier.catalog.add">
      <SupplierCatalogAdd
        links={SUPPLIER_CATALOG_LINKS}
        categoryId={category === null ? undefined : routeId(category)}
        subcategoryId={subcategory === null ? undefined : routeId(subcategory)}
      />
    </CatalogShell>
  );
}
