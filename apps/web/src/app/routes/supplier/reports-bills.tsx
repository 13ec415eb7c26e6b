import { BillsReport } from '../../../features/reports';

/** `supplier.reports.bills`: billed, paid, adjusted and outstanding by payer and month. */
export default function SupplierBillsReportPage() {
  return <BillsReport />;
}
