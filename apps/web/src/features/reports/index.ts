// Public surface of the reports feature: agents' commissions, drivers' pay (paid and pending through payouts) and
// the bills, for a period kept in the address; each with totals, a chart, CSV and a PDF.
export { AgentsReport } from './components/agents-report';
export { AgentReport, type AgentTab } from './components/agent-report';
export { DriversReport } from './components/drivers-report';
export { DriverReport, type DriverTab } from './components/driver-report';
export { BillsReport } from './components/bills-report';
export { reportsKeys } from './api/keys';
