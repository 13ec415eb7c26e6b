import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Code, Paper } from '@mantine/core';
import { PlusIcon } from '../../../components/icons';
import { idOf, inventorySkuHref } from '../routes';
import { IMPORT_COLUMNS } from './csv-import';
import { InventoryList } from './inventory-list';
import { NewSkuModal } from './new-sku-modal';
import { SkuScreen } from './sku-screen';
import { StockEditor } from './stock-editor';
import { StockFrame } from './stock-frame';
import { StockLogsTable } from './stock-logs-table';

function Sheet({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      {children}
    </Paper>
  );
}

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
      <Sheet>
        <InventoryList />
      </Sheet>
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

/** `supplier.stock.inventory.show`: one SKU. */
export function InventorySkuPage() {
  const { id } = useParams();
  return <SkuScreen key={id} skuId={idOf(id)} />;
}

/** `supplier.stock.logs`: every stock movement of the company. */
export function StockLogsPage() {
  return (
    <StockFrame title="Stock logs" description="Every receipt, move, reservation, issue and count, newest first.">
      <Sheet>
        <StockLogsTable />
      </Sheet>
    </StockFrame>
  );
}

/** `supplier.stock.editor`: quantities, PAR levels, reorder quantities and costs in one grid, or from a CSV. */
export function StockEditorPage() {
  return (
    <StockFrame
      title="Stock editor"
      description={
        <>
          Change many shelves at once, or import a CSV with the columns <Code>{IMPORT_COLUMNS.join(', ')}</Code> (warehouse by name or id,
          unit cost in dollars). The export gives a file in that shape.
        </>
      }
    >
      <Sheet>
        <StockEditor />
      </Sheet>
    </StockFrame>
  );
}
