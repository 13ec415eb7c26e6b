import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { PlusIcon } from '../../../components/icons';
import { warehouseCreateHref } from '../routes';
import { StockPage } from './stock-page';
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
