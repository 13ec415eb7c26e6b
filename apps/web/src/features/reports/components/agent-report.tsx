import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Stack, Text } from '@mantine/core';
import { csvCents, formatCents, formatDate, href, type AgentReportLine } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState } from '../../../components';
import { readServerError } from '../../../lib/http-error';
import { agentReportQueryOptions } from '../api/agent-report';
import { MarkPaidButton } from './mark-paid';
import { usePeriod } from './period';
import { PersonTabs } from './person-tabs';
import { ReportError, ReportsPage } from './reports-page';
import { Totals } from './totals';

export type AgentTab = 'paid' | 'pending' | 'other';
const TABS = [
  { key: 'pending', label: 'Pending' },
  { key: 'paid', label: 'Paid' },
  { key: 'other', label: 'Not billed yet' },
] as const;

const COLUMNS: readonly DataTableColumn<AgentReportLine>[] = [
  { key: 'order_id', title: 'Order', render: (l) => `#${l.order_id}` },
  { key: 'date', title: 'Date', value: (l) => formatDate(l.date) },
  { key: 'doctor', title: 'Doctor', value: (l) => l.doctor ?? '—' },
  { key: 'billed_cents', title: 'Billed', align: 'right', render: (l) => formatCents(l.billed_cents), csv: (l) => csvCents(l.billed_cents) },
  { key: 'commission_cents', title: 'Commission', align: 'right', render: (l) => formatCents(l.commission_cents), csv: (l) => csvCents(l.commission_cents) },
  { key: 'payout_id', title: 'Payout', value: (l) => (l.payout_id ? `#${l.payout_id}` : '') },
];

const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : 0);

/** `supplier.reports.agents.show.{paid|pending|other}`: one agent's orders of the period. */
export function AgentReport({ tab }: { tab: AgentTab }) {
  const id = idOf(useParams().id);
  const { period, search } = usePeriod();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const query = useQuery({ ...agentReportQueryOptions(id, { ...period, tab, page: state.page, rowsPerPage: state.rowsPerPage }), enabled: id > 0 });
  const r = query.data;
  const missing = id === 0 || (query.isError && readServerError(query.error).status === 404);
  return (
    <ReportsPage
      nav="agents"
      title={r ? `Agent: ${r.agent.name}` : 'Agent'}
      intro={r ? (r.agent.rules.length ? `Commission rules: ${r.agent.rules.join('; ')}.` : 'No commission rules set: commissions are zero (Employees, billing tab).') : ' '}
      pdf={{ report: 'agent', id: id || 1, tab }}
      back={{ to: href('supplier.reports.agents.list') + search, label: 'Agents' }}
      actions={r && tab === 'pending' ? <MarkPaidButton kind="agent" userId={r.agent.id} name={r.agent.name} pendingCents={r.totals.commission_cents} /> : undefined}
    >
      {missing ? (
        <Alert color="yellow" variant="light" title="Agent not found">
          It does not exist, or belongs to another company.
        </Alert>
      ) : query.isError ? (
        <ReportError error={query.error} retry={query.refetch} />
      ) : (
        <Stack gap="sm">
          <PersonTabs tabs={TABS} active={tab} hrefOf={(key) => href(`supplier.reports.agents.show.${key}`, { id }) + search} />
          {r && (
            <Totals
              items={[
                { label: tab === 'other' ? 'Orders' : 'Billed orders', value: String(r.totals.lines) },
                { label: 'Billed', value: formatCents(r.totals.billed_cents) },
                { label: 'Commission', value: formatCents(r.totals.commission_cents) },
              ]}
            />
          )}
          {tab === 'other' && (
            <Text fz="sm" c="dimmed">
              Orders the agent brought in the period that have no bill yet: they earn a commission once billed.
            </Text>
          )}
          <DataTable
            serverSide
            label={`Agent ${tab} orders`}
            columns={COLUMNS}
            rows={r?.data ?? []}
            rowKey={(l) => l.order_id}
            total={r?.meta.total ?? 0}
            state={state}
            onStateChange={setState}
            loading={query.isPending || query.isPlaceholderData}
            emptyText={tab === 'pending' ? 'Nothing pending in this period.' : tab === 'paid' ? 'Nothing paid in this period.' : 'No unbilled orders in this period.'}
            csvFileName={`agent-${id}-${tab}-${period.date_from}-${period.date_to}.csv`}
          />
        </Stack>
      )}
    </ReportsPage>
  );
}
