import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { formatDate, type OrderSummary } from '@dme/contract';
import { type DataTableColumn } from '../../../components';
import type { OrderSide } from '../api/side';
import { OrderStatusBadge } from './order-status-badge';

function Nowrap({ children, fw, c }: { children: ReactNode; fw?: number; c?: string }) {
  return (
    <Text size="sm" fw={fw} c={c} style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

const patientName = (o: OrderSummary) => o.patient?.full_name ?? '';

/**
 * Columns of the orders lists; sortable keys are the server's `sortBy` values. The status is the one the side sees. On
 * a phone the patient (with the order's number under it) and status fit the screen; the rest shows from a tablet's
 * width up (and in the CSV).
 */
export function orderColumns(side: OrderSide): DataTableColumn<OrderSummary>[] {
  const counterpart: DataTableColumn<OrderSummary> =
    side === 'doctor'
      ? {
          key: 'vendor',
          exportAs: { path: 'vendor.name' },
          title: 'Supplier',
          visibleFrom: 'sm',
          value: (o) => o.vendor?.name ?? '',
          render: (o) => (o.vendor ? <Nowrap>{o.vendor.name}</Nowrap> : <Nowrap c="dimmed">Not chosen</Nowrap>),
        }
      : {
          key: 'doctor',
          exportAs: { path: 'doctor.name' },
          title: 'Doctor',
          visibleFrom: 'sm',
          value: (o) => o.doctor?.name ?? '',
          render: (o) => <Nowrap>{o.doctor?.name ?? (o.no_doctor ? 'No doctor' : '')}</Nowrap>,
        };
  return [
    { key: 'id', title: 'Order', sortable: true, width: 80, visibleFrom: 'sm', render: (o) => <Nowrap fw={600}>#{o.id}</Nowrap> },
    {
      key: 'patient',
      exportAs: { path: 'patient.full_name' },
      title: 'Patient',
      value: patientName,
      render: (o) => (
        <Stack gap={0} miw={100}>
          <Text size="sm" fw={500}>
            {patientName(o)}
          </Text>
          {/* On a phone the order's number is written here instead of in a column of its own. */}
          <Text size="xs" c="dimmed">
            <Text span inherit fw={600} hiddenFrom="sm">
              #{o.id}
              {o.patient && ' · '}
            </Text>
            {o.patient && `DOB ${formatDate(o.patient.dob)}`}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      exportAs: { path: 'virtual_status_name' },
      title: 'Status',
      sortable: true,
      value: (o) => o.virtual_status_name,
      render: (o) => <OrderStatusBadge status={o.virtual_status} />,
    },
    counterpart,
    {
      key: 'doctor_location',
      exportAs: { path: 'doctor_location.name' },
      title: 'Office',
      // Shown from the table settings: the list must fit a laptop screen.
      hidden: true,
      value: (o) => o.doctor_location?.name ?? '',
      render: (o) => <Nowrap>{o.doctor_location?.name ?? ''}</Nowrap>,
    },
    { key: 'items_count', title: 'Items', width: 60, align: 'right', visibleFrom: 'sm' },
    {
      key: 'rx_date',
      exportAs: { format: 'date' },
      title: 'Rx date',
      sortable: true,
      visibleFrom: 'sm',
      render: (o) => <Nowrap>{formatDate(o.rx_date)}</Nowrap>,
      csv: (o) => formatDate(o.rx_date),
    },
    {
      key: 'created_at',
      exportAs: { format: 'date' },
      title: 'Created',
      sortable: true,
      visibleFrom: 'sm',
      render: (o) => <Nowrap>{formatDate(o.created_at)}</Nowrap>,
      csv: (o) => formatDate(o.created_at),
    },
    {
      key: 'updated_at',
      exportAs: { format: 'date' },
      title: 'Updated',
      sortable: true,
      visibleFrom: 'sm',
      hidden: true,
      render: (o) => <Nowrap>{formatDate(o.updated_at)}</Nowrap>,
      csv: (o) => formatDate(o.updated_at),
    },
  ];
}
