import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import { csvCents, formatCents, href, type AgentReportRow } from '@dme/contract';
import { DataTable, type DataTableColumn } from '../../../components';
import { agentsReportQueryOptions } from '../api/agents-report';
import { usePeriod } from './period';
import { LazyChart, ReportError, ReportsPage } from './reports-page';
import { Totals } from './totals';

const money = (key: keyof AgentReportRow, title: string): DataTableColumn<AgentReportRow> => ({
  key,
  title,
  align: 'right',
  sortable: true,
  value: (r) => r[key] as number,
  render: (r) => formatCents(r[key] as number),
  csv: (r) => csvCents(r[key] as number),
});

const COLUMNS: readonly DataTableColumn<AgentReportRow>[] = [
  { key: 'agent', title: 'Agent', sortable: true, value: (r) => r.agent.name },
  { key: 'orders', title: 'Billed orders', align: 'right', sortable: true },
  money('billed_cents', 'Billed'),
  money('commission_cents', 'Commission'),
  money('paid_cents', 'Paid'),
  money('pending_cents', 'Pending'),
  { key: 'other_orders', title: 'Not billed yet', align: 'right', sortable: true },
];

/** `supplier.reports.agents.list`: each agent's commission for the period, paid and pending. */
export function AgentsReport() {
  const navigate = useNavigate();
  const { period, search } = usePeriod();
  const query = useQuery(agentsReportQueryOptions(period));
  const report = query.data;
  return (
    <ReportsPage nav="agents" title="Agents" intro="Commissions on the orders each agent brought, by the agent's commission rules, for the bills dated in the period." pdf={{ report: 'agents' }}>
      {query.isError ? (
        <ReportError error={query.error} retry={query.refetch} />
      ) : (
        <Stack gap="md">
          {report && (
            <Totals
              items={[
                { label: 'Billed orders', value: String(report.totals.orders) },
                { label: 'Billed', value: formatCents(report.totals.billed_cents) },
                { label: 'Commission', value: formatCents(report.totals.commission_cents) },
                { label: 'Paid', value: formatCents(report.totals.paid_cents) },
                { label: 'Pending', value: formatCents(report.totals.pending_cents) },
                { label: 'Not billed yet', value: String(report.totals.other_orders) },
              ]}
            />
          )}
          <LazyChart
            data={(report?.data ?? []).filter((r) => r.commission_cents > 0).map((r) => ({ agent: r.agent.name, paid: r.paid_cents, pending: r.pending_cents }))}
            dataKey="agent"
            stacked
            series={[
              { name: 'paid', label: 'Paid', color: 'teal.6' },
              { name: 'pending', label: 'Pending', color: 'yellow.6' },
            ]}
          />
          <DataTable
            label="Agents"
            columns={COLUMNS}
            rows={report?.data ?? []}
            rowKey={(r) => r.agent.id}
            loading={query.isPending}
            emptyText="No agents yet: give a staff member the agent role, or credit an order to one."
            onRowClick={(r) => void navigate(href('supplier.reports.agents.show.pending', { id: r.agent.id }) + search)}
            csvFileName={`agents-report-${period.date_from}-${period.date_to}.csv`}
          />
        </Stack>
      )}
    </ReportsPage>
  );
}
