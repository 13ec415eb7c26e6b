import { AgentReport } from '../../../features/reports';

/** `supplier.reports.agents.show.other`: one agent's other orders of the period. */
export default function SupplierAgentReportOtherPage() {
  return <AgentReport tab="other" />;
}
