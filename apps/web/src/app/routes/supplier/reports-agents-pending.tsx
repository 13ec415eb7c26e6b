import { AgentReport } from '../../../features/reports';

/** `supplier.reports.agents.show.pending`: one agent's pending orders of the period. */
export default function SupplierAgentReportPendingPage() {
  return <AgentReport tab="pending" />;
}
