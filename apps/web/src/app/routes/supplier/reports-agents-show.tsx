import { Navigate, useLocation, useParams } from 'react-router';
import { href } from '@dme/contract';

/** `supplier.reports.agents.show` opens the agent's paid tab (the spec's shell). */
export default function SupplierAgentReportShell() {
  const { id } = useParams();
  return <Navigate to={href('supplier.reports.agents.show.paid', { id: id ?? '0' }) + useLocation().search} replace />;
}
