import type { Key } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import { csvCents, formatCents } from '@dme/contract';
import { DataTable, type DataTableColumn } from '../../../components';
import type { ReportChartProps } from './report-chart';
import { usePeriod } from './period';
import { LazyChart, ReportError, ReportsPage, type ReportsPageProps } from './reports-page';
import { Totals } from './totals';

/**
 * A money column of a report: right-aligned dollars on screen, sortable by cents, plain dollars in the CSV. From a
 * breakpoint (`visibleFrom`) when a phone shows only the report's main figures.
 */
export function moneyColumn<T>(key: keyof T & string, title: string, visibleFrom?: DataTableColumn<T>['visibleFrom']): DataTableColumn<T> {
  const cents = (r: T) => r[key] as number;
  return {
    key,
    title,
    align: 'right',
    sortable: true,
    visibleFrom,
    value: cents,
    render: (r) => formatCents(cents(r)),
    csv: (r) => csvCents(cents(r)),
  };
}

/** The paid and pending bars of a person report. */
export const PAID_PENDING: ReportChartProps['series'] = [
  { name: 'paid', label: 'Paid', color: 'teal.6' },
  { name: 'pending', label: 'Pending', color: 'yellow.6' },
];

export interface ReportFrameProps<T, R extends { data: T[] }> extends Omit<ReportsPageProps, 'children'> {
  query: UseQueryResult<R, unknown>;
  /** The period's totals above the chart. */
  totals: (report: R) => { label: string; value: string }[];
  chart: Omit<ReportChartProps, 'data' | 'stacked'> & { data: (rows: T[]) => ReportChartProps['data'] };
  table: {
    label: string;
    columns: readonly DataTableColumn<T>[];
    rowKey: (row: T) => Key;
    emptyText: string;
    onRowClick?: (row: T) => void;
    /** The CSV's name before the period (`{name}-{from}-{to}.csv`). */
    csvName: string;
  };
}

/** A report of the period: its totals, a stacked bar chart and the table (with a CSV), or what went wrong. */
export function ReportFrame<T, R extends { data: T[] }>({ query, totals, chart, table, ...page }: ReportFrameProps<T, R>) {
  const { period } = usePeriod();
  const report = query.data;
  return (
    <ReportsPage {...page}>
      {query.isError ? (
        <ReportError error={query.error} retry={query.refetch} />
      ) : (
        <Stack gap="md">
          {report && <Totals items={totals(report)} />}
          <LazyChart data={chart.data(report?.data ?? [])} dataKey={chart.dataKey} stacked series={chart.series} />
          <DataTable
            label={table.label}
            columns={table.columns}
            rows={report?.data ?? []}
            rowKey={table.rowKey}
            loading={query.isPending}
            emptyText={table.emptyText}
            onRowClick={table.onRowClick}
            csvFileName={`${table.csvName}-${period.date_from}-${period.date_to}.csv`}
          />
        </Stack>
      )}
    </ReportsPage>
  );
}
