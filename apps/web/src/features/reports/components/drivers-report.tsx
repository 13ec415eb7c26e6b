import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatCents, href, type DriverReportRow } from '@dme/contract';
import type { DataTableColumn } from '../../../components';
import { driversReportQueryOptions } from '../api/drivers-report';
import { usePeriod } from './period';
import { moneyColumn, PAID_PENDING, ReportFrame } from './report-frame';

const COLUMNS: readonly DataTableColumn<DriverReportRow>[] = [
  { key: 'driver', title: 'Driver', sortable: true, value: (r) => r.driver.name },
  { key: 'deliveries', title: 'Delivered', align: 'right', sortable: true },
  { key: 'failed', title: 'Failed', visibleFrom: 'sm', align: 'right', sortable: true },
  moneyColumn('pay_cents', 'Pay'),
  moneyColumn('paid_cents', 'Paid', 'sm'),
  moneyColumn('pending_cents', 'Pending', 'sm'),
];

/** `supplier.reports.drivers.list`: each driver's deliveries and pay for the period. */
export function DriversReport() {
  const navigate = useNavigate();
  const { period, search } = usePeriod();
  return (
    <ReportFrame
      nav="drivers"
      title="Drivers"
      intro="Deliveries made in the period and the pay they earn at each driver's per-delivery rate."
      pdf={{ report: 'drivers' }}
      query={useQuery(driversReportQueryOptions(period))}
      totals={({ totals }) => [
        { label: 'Delivered', value: String(totals.deliveries) },
        { label: 'Failed', value: String(totals.failed) },
        { label: 'Pay', value: formatCents(totals.pay_cents) },
        { label: 'Paid', value: formatCents(totals.paid_cents) },
        { label: 'Pending', value: formatCents(totals.pending_cents) },
      ]}
      chart={{
        data: (rows) => rows.filter((r) => r.pay_cents > 0).map((r) => ({ driver: r.driver.name, paid: r.paid_cents, pending: r.pending_cents })),
        dataKey: 'driver',
        series: PAID_PENDING,
      }}
      table={{
        label: 'Drivers',
        columns: COLUMNS,
        rowKey: (r) => r.driver.id,
        emptyText: 'No drivers yet.',
        onRowClick: (r) => void navigate(href('supplier.reports.drivers.show.pending', { id: r.driver.id }) + search),
        csvName: 'drivers-report',
      }}
    />
  );
}
