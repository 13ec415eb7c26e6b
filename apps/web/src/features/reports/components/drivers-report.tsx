import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import { csvCents, formatCents, href, type DriverReportRow } from '@dme/contract';
import { DataTable, type DataTableColumn } from '../../../components';
import { driversReportQueryOptions } from '../api/drivers-report';
import { usePeriod } from './period';
import { LazyChart, ReportError, ReportsPage } from './reports-page';
import { Totals } from './totals';

const money = (key: 'pay_cents' | 'paid_cents' | 'pending_cents', title: string): DataTableColumn<DriverReportRow> => ({
  key,
  title,
  align: 'right',
  sortable: true,
  value: (r) => r[key],
  render: (r) => formatCents(r[key]),
  csv: (r) => csvCents(r[key]),
});

const COLUMNS: readonly DataTableColumn<DriverReportRow>[] = [
  { key: 'driver', title: 'Driver', sortable: true, value: (r) => r.driver.name },
  { key: 'deliveries', title: 'Delivered', align: 'right', sortable: true },
  { key: 'failed', title: 'Failed', align: 'right', sortable: true },
  money('pay_cents', 'Pay'),
  money('paid_cents', 'Paid'),
  money('pending_cents', 'Pending'),
];

/** `supplier.reports.drivers.list`: each driver's deliveries and pay for the period. */
export function DriversReport() {
  const navigate = useNavigate();
  const { period, search } = usePeriod();
  const query = useQuery(driversReportQueryOptions(period));
  const report = query.data;
  return (
    <ReportsPage nav="drivers" title="Drivers" intro="Deliveries made in the period and the pay they earn at each driver's per-delivery rate." pdf={{ report: 'drivers' }}>
      {query.isError ? (
        <ReportError error={query.error} retry={query.refetch} />
      ) : (
        <Stack gap="md">
          {report && (
            <Totals
              items={[
                { label: 'Delivered', value: String(report.totals.deliveries) },
                { label: 'Failed', value: String(report.totals.failed) },
                { label: 'Pay', value: formatCents(report.totals.pay_cents) },
                { label: 'Paid', value: formatCents(report.totals.paid_cents) },
                { label: 'Pending', value: formatCents(report.totals.pending_cents) },
              ]}
            />
          )}
          <LazyChart
            data={(report?.data ?? []).filter((r) => r.pay_cents > 0).map((r) => ({ driver: r.driver.name, paid: r.paid_cents, pending: r.pending_cents }))}
            dataKey="driver"
            stacked
            series={[
              { name: 'paid', label: 'Paid', color: 'teal.6' },
              { name: 'pending', label: 'Pending', color: 'yellow.6' },
            ]}
          />
          <DataTable
            label="Drivers"
            columns={COLUMNS}
            rows={report?.data ?? []}
            rowKey={(r) => r.driver.id}
            loading={query.isPending}
            emptyText="No drivers yet."
            onRowClick={(r) => void navigate(href('supplier.reports.drivers.show.pending', { id: r.driver.id }) + search)}
            csvFileName={`drivers-report-${period.date_from}-${period.date_to}.csv`}
          />
        </Stack>
      )}
    </ReportsPage>
  );
}
