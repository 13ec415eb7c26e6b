import { useParams } from 'react-router';
import { Code } from '@mantine/core';
import { PagePaper } from '../../../components/page-frame';
import { idOf } from '../routes';
import { IMPORT_COLUMNS } from './csv-import';
import { SkuScreen } from './sku-screen';
import { StockEditor } from './stock-editor';
import { StockFrame } from './stock-frame';

/** `supplier.stock.inventory.show`: one SKU. */
export function InventorySkuPage() {
  const { id } = useParams();
  return <SkuScreen key={id} skuId={idOf(id)} />;
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
      <PagePaper>
        <StockEditor />
      </PagePaper>
    </StockFrame>
  );
}
