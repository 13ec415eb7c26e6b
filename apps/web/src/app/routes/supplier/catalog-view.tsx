import { Paper } from '@mantine/core';
import { href } from '@dme/contract';
import { VendorCatalogTable } from '../../../features/catalog';
import { CatalogShell } from '../catalog-shell';
import { SUPPLIER_CATALOG_TABS } from './catalog-nav';

/** `supplier.catalog.view`: the items the company carries, with prices. */
export default function SupplierCatalogViewPage() {
  return (
    <CatalogShell tabs={SUPPLIER_CATALOG_TABS} active="supplier.catalog.view">
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <VendorCatalogTable addHref={href('supplier.catalog.add')} />
      </Paper>
    </CatalogShell>
  );
}
