import { DriverReport } from '../../../features/reports';

/** `supplier.reports.drivers.show.paid`: one driver's paid deliveries of the period. */
export default function SupplierDriverReportPaidPage() {
  return <DriverReport tab="paid" />;
}
