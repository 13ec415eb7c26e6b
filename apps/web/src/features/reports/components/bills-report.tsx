import { useQuery } from '@tanstack/react-query';
import { Text } from '@mantine/core';
import { formatCents, type BillsReportRow } from '@dme/contract';
import type { DataTableColumn } from '../../../components';
import { billsReportQueryOptions } from '../api/bills-report';
import { usePeriod } from './period';
import { moneyColumn, ReportFrame } from './report-frame';

const COLUMNS: readonly DataTableColumn<BillsReportRow>[] = [
  // On a phone: the payer (the month under it), what was billed and what is outstanding.
  {
    key: 'payer',
    title: 'Payer',
    sortable: true,
    filter: { type: 'text' },
    render: (r) => (
      <>
        <Text fz="sm">{r.payer}</Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {r.month}
        </Text>
      </>
    ),
  },
  { key: 'month', title: 'Month', visibleFrom: 'sm', sortable: true },
  { key: 'claims', title: 'Claims', visibleFrom: 'sm', align: 'right', sortable: true },
  moneyColumn('billed_cents', 'Billed'),
  moneyColumn('paid_cents', 'Paid', 'sm'),
  moneyColumn('adjusted_cents', 'Adjusted', 'md'),
  moneyColumn('outstanding_cents', 'Outstanding'),
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
  return (
    <ReportFrame
      nav="bills"
      title="Bills"
      intro="Claims by payer and month of service: paid counts the payer's and the patient's payments; adjusted leaves out what the patient owes."
      pdf={{ report: 'bills' }}
      query={useQuery(billsReportQueryOptions(period))}
      totals={({ totals }) => [
        { label: 'Claims', value: String(totals.claims) },
        { label: 'Billed', value: formatCents(totals.billed_cents) },
        { label: 'Paid', value: formatCents(totals.paid_cents) },
        { label: 'Adjusted', value: formatCents(totals.adjusted_cents) },
        { label: 'Outstanding', value: formatCents(totals.outstanding_cents) },
      ]}
      chart={{
        data: byMonth,
        dataKey: 'month',
        series: [
          { name: 'paid', label: 'Paid', color: 'teal.6' },
          { name: 'adjusted', label: 'Adjusted', color: 'gray.5' },
          { name: 'outstanding', label: 'Outstanding', color: 'orange.6' },
        ],
      }}
      table={{ label: 'Bills', columns: COLUMNS, rowKey: (r) => `${r.payer}|${r.month}`, emptyText: 'No claims dated in this period.', csvName: 'bills-report' }}
    />
  );
}
