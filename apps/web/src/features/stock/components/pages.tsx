import { Navigate, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { lazyComponent } from '../../../lib/lazy-component';
import { notify } from '../../../lib/notify';
import { useCreateWarehouse } from '../api/create-warehouse';
import { InventoryList, LazySkuScreen as SkuScreen, StockLogsTable } from '../../inventory';
import { idOf, warehouseItemHref, warehousesListHref, warehouseTabHref, type WarehouseTab, type WarehouseTabKey } from '../routes';
import { StockPage } from './stock-page';
import { WarehouseShell } from './warehouse-shell';

// The screens with forms load when they are opened: the tabs that are lists (catalog, over the counter, movements) come
// without them (and zod, which validates them).
const { Component: WarehouseForm } = lazyComponent(() => import('./warehouse-form'), 'WarehouseForm', <PageLoader />);
const { Component: WarehouseGeneralTab, preload: preloadGeneralTab } = lazyComponent(
  () => import('./warehouse-general-tab'),
  'WarehouseGeneralTab',
  <PageLoader />,
);

/** `supplier.stock.warehouses.create`: a new warehouse; saved, it opens on its general tab. */
export function WarehouseCreatePage() {
  const navigate = useNavigate();
  const create = useCreateWarehouse();
  return (
    <StockPage title="New warehouse" back={{ to: warehousesListHref(), label: 'Warehouses' }}>
      <WarehouseForm
        label="New warehouse"
        submitLabel="Add warehouse"
        pending={create.isPending}
        onSubmit={async (body) => {
          const warehouse = await create.mutateAsync(body);
          notify.success(`${warehouse.name} was added`);
          void navigate(warehouseTabHref(warehouse.id), { replace: true });
        }}
      />
    </StockPage>
  );
}

/** `supplier.stock.warehouses.show`: opens the general tab. */
export function WarehouseShowRedirect() {
  const { Wid } = useParams();
  return <Navigate to={warehouseTabHref(idOf(Wid) || 0)} replace />;
}

export interface WarehouseTabPageProps {
  tab: WarehouseTabKey;
  /** The tabs whose screens exist (the app knows which). */
  tabs: readonly WarehouseTab[];
}

/** A tab of the warehouse screen: its fields, the SKUs it holds, its movements, its over-the-counter stock. */
export function WarehouseTabPage({ tab, tabs }: WarehouseTabPageProps) {
  const { Wid } = useParams();
  // Beside the warehouse's data rather than after it.
  if (tab === 'general') preloadGeneralTab();
  return (
    <WarehouseShell warehouseId={idOf(Wid)} tabs={tabs} active={tab}>
      {(warehouse) => {
        const itemHref = (skuId: number) => warehouseItemHref(warehouse.id, skuId);
        switch (tab) {
          case 'general':
            return <WarehouseGeneralTab key={warehouse.id} warehouse={warehouse} />;
          case 'catalog':
            return (
              <InventoryList
                key={warehouse.id}
                fixed={{ warehouse_id: warehouse.id }}
                rowHref={itemHref}
                label={`Stock of ${warehouse.name}`}
              />
            );
          case 'otc':
            return (
              <InventoryList
                key={warehouse.id}
                fixed={{ warehouse_id: warehouse.id, otc: true }}
                rowHref={itemHref}
                label={`Over-the-counter stock of ${warehouse.name}`}
              />
            );
          case 'logs':
            return (
              <StockLogsTable
                key={warehouse.id}
                fixed={{ warehouse_id: warehouse.id }}
                label={`Movements of ${warehouse.name}`}
                csvFileName={`warehouse-${warehouse.id}-logs.csv`}
              />
            );
        }
      }}
    </WarehouseShell>
  );
}

/** `supplier.stock.warehouses.show.item`: one SKU seen from the warehouse's catalog (its shelves, units, movements). */
export function WarehouseItemPage({ tabs }: { tabs: readonly WarehouseTab[] }) {
  const { Wid, itemId } = useParams();
  return (
    <WarehouseShell warehouseId={idOf(Wid)} tabs={tabs} active="catalog">
      {() => <SkuScreen skuId={idOf(itemId)} />}
    </WarehouseShell>
  );
}
