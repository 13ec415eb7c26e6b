import { AgentsReport } from '../../../features/reports';

/** `supplier.reports.agents.list`: agents' commissions for the period. */
export default function SupplierAgentsReportPage() {
  return <AgentsReport />;
}
