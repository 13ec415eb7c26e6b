import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { PlusIcon } from '../../../components/icons';
import { PagePaper } from '../../../components/page-frame';
import { inventorySkuHref } from '../routes';
import { InventoryList } from './inventory-list';
import { NewSkuModal } from './new-sku-modal';
import { StockFrame } from './stock-frame';

/** `supplier.stock.inventory.list`: the company's SKUs with their quantities; "New SKU" adds one. */
export function InventoryListPage() {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  return (
    <StockFrame
      title="Inventory"
      description="The models you stock, with what is on your shelves, reserved for orders and free."
      actions={
        <Button leftSection={<PlusIcon />} onClick={() => setAdding(true)}>
          New SKU
        </Button>
      }
    >
      <PagePaper>
        <InventoryList />
      </PagePaper>
      <NewSkuModal
        opened={adding}
        onClose={() => setAdding(false)}
        onCreated={(sku) => {
          setAdding(false);
          void navigate(inventorySkuHref(sku.id));
        }}
      />
    </StockFrame>
  );
}
