import { useQuery } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import { csvCents, formatCents, type BillsReportRow } from '@dme/contract';
import { DataTable, type DataTableColumn } from '../../../components';
import { billsReportQueryOptions } from '../api/bills-report';
import { usePeriod } from './period';
import { LazyChart, ReportError, ReportsPage } from './reports-page';
import { Totals } from './totals';

type Money = 'billed_cents' | 'paid_cents' | 'adjusted_cents' | 'outstanding_cents';
const money = (key: Money, title: string): DataTableColumn<BillsReportRow> => ({
  key,
  title,
  align: 'right',
  sortable: true,
  value: (r) => r[key],
  render: (r) => formatCents(r[key]),
  csv: (r) => csvCents(r[key]),
});

const COLUMNS: readonly DataTableColumn<BillsReportRow>[] = [
  { key: 'payer', title: 'Payer', sortable: true, filter: { type: 'text' } },
  { key: 'month', title: 'Month', sortable: true },
  { key: 'claims', title: 'Claims', align: 'right', sortable: true },
  money('billed_cents', 'Billed'),
  money('paid_cents', 'Paid'),
  money('adjusted_cents', 'Adjusted'),
  money('outstanding_cents', 'Outstanding'),
];

/** Months of the rows, with each month's sums, for the chart. */
function byMonth(rows: readonly BillsReportRow[]) {
  const months = new Map<string, { month: string; paid: number; adjusted: number; outstanding: number }>();
  for (const r of rows) {
    const m = months.get(r.month) ?? { month: r.month, paid: 0, adjusted: 0, outstanding: 0 };
    m.paid += r.paid_cents;
    m.adjusted += r.adjusted_cents;
    m.outstanding += r.outstanding_cents;
    months.set(r.month, m);
  }
  return [...months.values()];
}

/** `supplier.reports.bills`: what was billed, paid, adjusted and is outstanding, by payer and month of service. */
export function BillsReport() {
  const { period } = usePeriod();
  const query = useQuery(billsReportQueryOptions(period));
  const report = query.data;
  return (
    <ReportsPage nav="bills" title="Bills" intro="Claims by payer and month of service: paid counts the payer's and the patient's payments; adjusted leaves out what the patient owes." pdf={{ report: 'bills' }}>
      {query.isError ? (
        <ReportError error={query.error} retry={query.refetch} />
      ) : (
        <Stack gap="md">
          {report && (
            <Totals
              items={[
                { label: 'Claims', value: String(report.totals.claims) },
                { label: 'Billed', value: formatCents(report.totals.billed_cents) },
                { label: 'Paid', value: formatCents(report.totals.paid_cents) },
                { label: 'Adjusted', value: formatCents(report.totals.adjusted_cents) },
                { label: 'Outstanding', value: formatCents(report.totals.outstanding_cents) },
              ]}
            />
          )}
          <LazyChart
            data={byMonth(report?.data ?? [])}
            dataKey="month"
            stacked
            series={[
              { name: 'paid', label: 'Paid', color: 'teal.6' },
              { name: 'adjusted', label: 'Adjusted', color: 'gray.5' },
              { name: 'outstanding', label: 'Outstanding', color: 'orange.6' },
            ]}
          />
          <DataTable
            label="Bills"
            columns={COLUMNS}
            rows={report?.data ?? []}
            rowKey={(r) => `${r.payer}|${r.month}`}
            loading={query.isPending}
            emptyText="No claims dated in this period."
            csvFileName={`bills-report-${period.date_from}-${period.date_to}.csv`}
          />
        </Stack>
      )}
    </ReportsPage>
  );
}
