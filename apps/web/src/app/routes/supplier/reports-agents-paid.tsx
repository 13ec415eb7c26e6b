import { AgentReport } from '../../../features/reports';

/** `supplier.reports.agents.show.paid`: one agent's paid orders of the period. */
export default function SupplierAgentReportPaidPage() {
  return <AgentReport tab="paid" />;
}
