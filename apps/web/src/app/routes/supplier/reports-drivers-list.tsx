import { DriversReport } from '../../../features/reports';

/** `supplier.reports.drivers.list`: drivers' deliveries and pay for the period. */
export default function SupplierDriversReportPage() {
  return <DriversReport />;
}
