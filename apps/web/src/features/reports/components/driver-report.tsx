import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Stack } from '@mantine/core';
import { csvCents, formatCents, formatDateTime, href, type DriverReportLine } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState } from '../../../components';
import { readServerError } from '../../../lib/http-error';
import { driverReportQueryOptions } from '../api/driver-report';
import { MarkPaidButton } from './mark-paid';
import { usePeriod } from './period';
import { PersonTabs } from './person-tabs';
import { ReportError, ReportsPage } from './reports-page';
import { Totals } from './totals';

export type DriverTab = 'paid' | 'pending';
const TABS = [
  { key: 'pending', label: 'Pending' },
  { key: 'paid', label: 'Paid' },
] as const;

const COLUMNS: readonly DataTableColumn<DriverReportLine>[] = [
  { key: 'happened_at', title: 'Delivered', value: (l) => formatDateTime(l.happened_at) },
  { key: 'suborder', title: 'Suborder' },
  { key: 'city', title: 'City' },
  { key: 'pay_cents', title: 'Pay', align: 'right', render: (l) => formatCents(l.pay_cents), csv: (l) => csvCents(l.pay_cents) },
  { key: 'payout_id', title: 'Payout', value: (l) => (l.payout_id ? `#${l.payout_id}` : '') },
];

const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : 0);

/** `supplier.reports.drivers.show.{paid|pending}`: one driver's deliveries of the period and their pay. */
export function DriverReport({ tab }: { tab: DriverTab }) {
  const id = idOf(useParams().id);
  const { period, search } = usePeriod();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const query = useQuery({ ...driverReportQueryOptions(id, { ...period, tab, page: state.page, rowsPerPage: state.rowsPerPage }), enabled: id > 0 });
  const r = query.data;
  const missing = id === 0 || (query.isError && readServerError(query.error).status === 404);
  const rate = r ? (r.driver.pay_type === 'per_delivery' ? `Paid ${formatCents(r.driver.rate_cents)} per delivery.` : 'Not paid per delivery: set the rate in Employees, billing tab.') : ' ';
  return (
    <ReportsPage
      nav="drivers"
      title={r ? `Driver: ${r.driver.name}` : 'Driver'}
      intro={rate}
      pdf={{ report: 'driver', id: id || 1, tab }}
      back={{ to: href('supplier.reports.drivers.list') + search, label: 'Drivers' }}
      actions={r && tab === 'pending' ? <MarkPaidButton kind="driver" userId={r.driver.id} name={r.driver.name} pendingCents={r.totals.pay_cents} /> : undefined}
    >
      {missing ? (
        <Alert color="yellow" variant="light" title="Driver not found">
          It does not exist, or belongs to another company.
        </Alert>
      ) : query.isError ? (
        <ReportError error={query.error} retry={query.refetch} />
      ) : (
        <Stack gap="sm">
          <PersonTabs tabs={TABS} active={tab} hrefOf={(key) => href(`supplier.reports.drivers.show.${key}`, { id }) + search} />
          {r && (
            <Totals
              items={[
                { label: 'Deliveries', value: String(r.totals.lines) },
                { label: 'Pay', value: formatCents(r.totals.pay_cents) },
              ]}
            />
          )}
          <DataTable
            serverSide
            label={`Driver ${tab} deliveries`}
            columns={COLUMNS}
            rows={r?.data ?? []}
            rowKey={(l) => l.delivery_id}
            total={r?.meta.total ?? 0}
            state={state}
            onStateChange={setState}
            loading={query.isPending || query.isPlaceholderData}
            emptyText={tab === 'pending' ? 'Nothing pending in this period.' : 'Nothing paid in this period.'}
            csvFileName={`driver-${id}-${tab}-${period.date_from}-${period.date_to}.csv`}
          />
        </Stack>
      )}
    </ReportsPage>
  );
}
