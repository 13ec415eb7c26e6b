import { Stack, Text } from '@mantine/core';
import { DELIVERY_METHOD_LABELS, formatDate, type Suborder } from '@dme/contract';
import type { DataTableColumn } from '../../../components';
import { formatWindow, methodLabel } from './format';
import { ShippingStatusBadge } from './shipping-status-badge';

const routeText = (s: Suborder) => (s.route ? `${s.route.driver.name} · ${formatDate(s.route.date)} #${s.route.seq}` : '');

/**
 * Columns of the suborders list; sortable keys are the server's `sortBy` values. On a phone the number (with the
 * patient under it) and status fit the screen; the rest shows from a tablet's width up, the warehouse and creation
 * date from a wide screen's (1408 px: at 1280 the table scrolled sideways). All stay in the CSV and the column
 * settings. A patient's own screen (`withPatient` false) leaves the patient out: the column and the line.
 */
export function suborderColumns({ withPatient }: { withPatient: boolean }): DataTableColumn<Suborder>[] {
  const columns: DataTableColumn<Suborder>[] = [
    {
      key: 'id',
      exportAs: { path: 'number' },
      title: 'Number',
      sortable: true,
      value: (s) => s.number,
      render: (s) => (
        <>
          <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {s.number}
          </Text>
          {withPatient && (
            <Text fz="xs" c="dimmed" hiddenFrom="sm">
              {s.patient.full_name}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'patient',
      exportAs: { path: 'patient.full_name' },
      title: 'Patient',
      visibleFrom: 'sm',
      value: (s) => s.patient.full_name,
      render: (s) => (
        <Text fz="sm" miw={100}>
          {s.patient.full_name}
        </Text>
      ),
    },
    {
      key: 'method',
      exportAs: { labels: DELIVERY_METHOD_LABELS },
      title: 'Method',
      visibleFrom: 'sm',
      value: (s) => methodLabel(s.method),
      render: (s) => <Text fz="sm">{methodLabel(s.method)}</Text>,
    },
    {
      key: 'warehouse',
      exportAs: { path: 'warehouse.name' },
      title: 'Warehouse',
      visibleFrom: 'xl',
      value: (s) => s.warehouse?.name ?? '',
      render: (s) => <Text fz="sm">{s.warehouse?.name ?? '—'}</Text>,
    },
    {
      key: 'status',
      exportAs: { path: 'status_name' },
      title: 'Status',
      sortable: true,
      value: (s) => s.status_name,
      render: (s) => <ShippingStatusBadge status={s.status} />,
    },
    {
      key: 'agreed_slot',
      exportAs: { path: ['agreed_slot.starts_at', 'agreed_slot.ends_at'], format: 'datetime', separator: ' – ' },
      title: 'Agreed window',
      sortable: true,
      visibleFrom: 'sm',
      value: (s) => formatWindow(s.agreed_slot),
      render: (s) => (
        <Text fz="sm" miw={150}>
          {formatWindow(s.agreed_slot) || '—'}
        </Text>
      ),
    },
    {
      key: 'route',
      exportAs: { path: ['route.driver.name', 'route.date'], format: 'date', separator: ' · ' },
      title: 'Route / driver',
      visibleFrom: 'sm',
      value: routeText,
      render: (s) =>
        s.route ? (
          <Stack gap={0} miw={120}>
            <Text fz="sm">{s.route.driver.name}</Text>
            <Text fz="xs" c="dimmed">
              {formatDate(s.route.date)} · stop {s.route.seq}
            </Text>
          </Stack>
        ) : (
          <Text fz="sm">{s.tracking_number ? `${s.courier?.name ?? 'Tracking'} ${s.tracking_number}` : '—'}</Text>
        ),
    },
    { key: 'items_count', title: 'Items', align: 'right', visibleFrom: 'sm', render: (s) => <Text fz="sm">{s.items_count}</Text> },
    {
      key: 'created_at',
      exportAs: { format: 'date' },
      title: 'Created',
      sortable: true,
      visibleFrom: 'xl',
      value: (s) => formatDate(s.created_at),
      render: (s) => <Text fz="sm">{formatDate(s.created_at)}</Text>,
    },
    { key: 'tracking_number', title: 'Tracking', hidden: true, value: (s) => s.tracking_number ?? '' },
    { key: 'address', exportAs: { path: 'address.full_address' }, title: 'Address', hidden: true, value: (s) => s.address.full_address },
  ];
  return withPatient ? columns : columns.filter((c) => c.key !== 'patient');
}
