import { Navigate, useLocation } from 'react-router';
import { href } from '@dme/contract';

/** `supplier.reports` opens its first report, the agents (keeping a period given in the address). */
export default function SupplierReportsShell() {
  return <Navigate to={href('supplier.reports.agents.list') + useLocation().search} replace />;
}
