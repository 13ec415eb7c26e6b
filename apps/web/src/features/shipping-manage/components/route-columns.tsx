import { Text } from '@mantine/core';
import { formatDate, type RouteSummary } from '@dme/contract';
import { optionLabels, type DataTableColumn } from '../../../components';
import { formatDistance, formatSeconds, lateText } from '../format';
import { ROUTE_STATUS_OPTIONS, RouteStatusBadge, routeStatusLabel } from './badges';

export const ROUTE_COLUMNS: readonly DataTableColumn<RouteSummary>[] = [
  {
    key: 'id',
    title: 'Route',
    value: (r) => `#${r.id}`,
    // On a phone the day and the driver are written under the number instead of in columns of their own.
    render: (r) => (
      <>
        <Text fz="sm">#{r.id}</Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {formatDate(r.date)} · {r.driver.name}
        </Text>
      </>
    ),
  },
  { key: 'date', exportAs: { format: 'date' }, title: 'Day', sortable: true, visibleFrom: 'sm', value: (r) => formatDate(r.date) },
  { key: 'driver', exportAs: { path: 'driver.name' }, title: 'Driver', visibleFrom: 'sm', value: (r) => r.driver.name },
  { key: 'warehouse', exportAs: { path: 'warehouse.name' }, title: 'Depot', visibleFrom: 'md', value: (r) => r.warehouse?.name ?? '' },
  {
    key: 'status',
    exportAs: { labels: optionLabels(ROUTE_STATUS_OPTIONS) },
    title: 'Status',
    value: (r) => routeStatusLabel(r.status),
    render: (r) => <RouteStatusBadge status={r.status} />,
  },
  { key: 'stops', title: 'Stops', align: 'right', value: (r) => `${r.delivered + r.failed}/${r.stops}`, csv: (r) => r.stops },
  { key: 'delivered', title: 'Delivered', align: 'right', hidden: true },
  { key: 'failed', title: 'Failed', align: 'right', hidden: true },
  { key: 'distance_m', title: 'Distance', visibleFrom: 'sm', align: 'right', value: (r) => formatDistance(r.distance_m) },
  { key: 'duration_s', title: 'Duration', visibleFrom: 'md', align: 'right', value: (r) => formatSeconds(r.duration_s) },
  { key: 'load', title: 'Load', visibleFrom: 'md', align: 'right' },
  {
    key: 'lateness_s',
    title: 'Lateness',
    visibleFrom: 'sm',
    value: (r) => lateText(r.lateness_s),
    render: (r) =>
      r.lateness_s > 0 ? (
        <Text fz="sm" c="red">
          {lateText(r.lateness_s)}
        </Text>
      ) : (
        'On time'
      ),
  },
  { key: 'optimized', exportAs: { labels: { true: 'Optimiser', false: 'Hand' } }, title: 'Planned by', visibleFrom: 'lg', value: (r) => (r.optimized ? 'Optimiser' : 'Hand') },
];
