import { Navigate, useLocation, useParams } from 'react-router';
import { href } from '@dme/contract';

/** `supplier.reports.drivers.show` opens the driver's paid tab (the spec's shell). */
export default function SupplierDriverReportShell() {
  const { id } = useParams();
  return <Navigate to={href('supplier.reports.drivers.show.paid', { id: id ?? '0' }) + useLocation().search} replace />;
}
