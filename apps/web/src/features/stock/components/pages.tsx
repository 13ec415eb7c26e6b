import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '@mantine/core';
import { PlusIcon } from '../../../components/icons';
import { notify } from '../../../lib/notify';
import { useCreateWarehouse } from '../api/create-warehouse';
import { idOf, warehouseCreateHref, warehousesListHref, warehouseTabHref, type WarehouseTab, type WarehouseTabKey } from '../routes';
import { StockPage } from './stock-page';
import { WarehouseForm } from './warehouse-form';
import { WarehouseGeneralTab } from './warehouse-general-tab';
import { WarehouseShell } from './warehouse-shell';
import { WarehousesList } from './warehouses-list';

/** `supplier.stock.warehouses.list`: the company's warehouses. */
export function WarehousesPage() {
  return (
    <StockPage
      title="Warehouses"
      description="The places that hold your stock: your own, or at one of your departments."
      actions={
        <Button component={Link} to={warehouseCreateHref()} leftSection={<PlusIcon />}>
          New warehouse
        </Button>
      }
    >
      <WarehousesList />
    </StockPage>
  );
}

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

/** A tab of the warehouse screen (`supplier.stock.warehouses.show.general` for now). */
export function WarehouseTabPage({ tab, tabs }: WarehouseTabPageProps) {
  const { Wid } = useParams();
  return (
    <WarehouseShell warehouseId={idOf(Wid)} tabs={tabs} active={tab}>
      {(warehouse) => tab === 'general' && <WarehouseGeneralTab key={warehouse.id} warehouse={warehouse} />}
    </WarehouseShell>
  );
}
