import { DriverReport } from '../../../features/reports';

/** `supplier.reports.drivers.show.pending`: one driver's pending deliveries of the period. */
export default function SupplierDriverReportPendingPage() {
  return <DriverReport tab="pending" />;
}
