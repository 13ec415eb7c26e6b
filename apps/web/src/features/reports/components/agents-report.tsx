import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatCents, href, type AgentReportRow } from '@dme/contract';
import type { DataTableColumn } from '../../../components';
import { agentsReportQueryOptions } from '../api/agents-report';
import { usePeriod } from './period';
import { moneyColumn, PAID_PENDING, ReportFrame } from './report-frame';

const COLUMNS: readonly DataTableColumn<AgentReportRow>[] = [
  // On a phone: the agent, the commission and what is still to pay.
  { key: 'agent', title: 'Agent', sortable: true, value: (r) => r.agent.name },
  { key: 'orders', title: 'Billed orders', visibleFrom: 'sm', align: 'right', sortable: true },
  moneyColumn('billed_cents', 'Billed', 'sm'),
  moneyColumn('commission_cents', 'Commission'),
  moneyColumn('paid_cents', 'Paid', 'sm'),
  moneyColumn('pending_cents', 'Pending'),
  { key: 'other_orders', title: 'Not billed yet', visibleFrom: 'md', align: 'right', sortable: true },
];

/** `supplier.reports.agents.list`: each agent's commission for the period, paid and pending. */
export function AgentsReport() {
  const navigate = useNavigate();
  const { period, search } = usePeriod();
  return (
    <ReportFrame
      nav="agents"
      title="Agents"
      intro="Commissions on the orders each agent brought, by the agent's commission rules, for the bills dated in the period."
      pdf={{ report: 'agents' }}
      query={useQuery(agentsReportQueryOptions(period))}
      totals={({ totals }) => [
        { label: 'Billed orders', value: String(totals.orders) },
        { label: 'Billed', value: formatCents(totals.billed_cents) },
        { label: 'Commission', value: formatCents(totals.commission_cents) },
        { label: 'Paid', value: formatCents(totals.paid_cents) },
        { label: 'Pending', value: formatCents(totals.pending_cents) },
        { label: 'Not billed yet', value: String(totals.other_orders) },
      ]}
      chart={{
        data: (rows) => rows.filter((r) => r.commission_cents > 0).map((r) => ({ agent: r.agent.name, paid: r.paid_cents, pending: r.pending_cents })),
        dataKey: 'agent',
        series: PAID_PENDING,
      }}
      table={{
        label: 'Agents',
        columns: COLUMNS,
        rowKey: (r) => r.agent.id,
        emptyText: 'No agents yet: give a staff member the agent role, or credit an order to one.',
        onRowClick: (r) => void navigate(href('supplier.reports.agents.show.pending', { id: r.agent.id }) + search),
        csvName: 'agents-report',
      }}
    />
  );
}
