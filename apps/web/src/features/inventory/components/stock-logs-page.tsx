import { PagePaper } from '../../../components/page-frame';
import { StockFrame } from './stock-frame';
import { StockLogsTable } from './stock-logs-table';

// A module of its own, as the inventory list: the route's chunk leaves out the SKU screen and the stock editor (and zod,
// which their forms bring).
/** `supplier.stock.logs`: every stock movement of the company. */
export function StockLogsPage() {
  return (
    <StockFrame title="Stock logs" description="Every receipt, move, reservation, issue and count, newest first.">
      <PagePaper>
        <StockLogsTable />
      </PagePaper>
    </StockFrame>
  );
}
