import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@mantine/core';
import { MountOnceOpened } from '../../../components';
import { PlusIcon } from '../../../components/icons';
import { PagePaper } from '../../../components/page-frame';
import { lazyComponent } from '../../../lib/lazy-component';
import { inventorySkuHref } from '../routes';
import { InventoryList } from './inventory-list';
import { StockFrame } from './stock-frame';

// Loaded when "New SKU" is first pointed at or pressed: the form and zod are not part of the list's load.
const { Component: NewSkuModal, preload: preloadForm } = lazyComponent(() => import('./new-sku-modal'), 'NewSkuModal');

/** `supplier.stock.inventory.list`: the company's SKUs with their quantities; "New SKU" adds one. */
export function InventoryListPage() {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  return (
    <StockFrame
      title="Inventory"
      description="The models you stock, with what is on your shelves, reserved for orders and free."
      actions={
        <Button leftSection={<PlusIcon />} onPointerEnter={preloadForm} onFocus={preloadForm} onClick={() => setAdding(true)}>
          New SKU
        </Button>
      }
    >
      <PagePaper>
        <InventoryList />
      </PagePaper>
      <MountOnceOpened opened={adding}>
        <NewSkuModal
          opened={adding}
          onClose={() => setAdding(false)}
          onCreated={(sku) => {
            setAdding(false);
            void navigate(inventorySkuHref(sku.id));
          }}
        />
      </MountOnceOpened>
    </StockFrame>
  );
}
