import { Badge, Text } from '@mantine/core';
import { formatDate, type Warehouse } from '@dme/contract';
import type { DataTableColumn } from '../../../components';

/** Said for a warehouse that belongs to no department (the company's own). */
export const WHOLE_COMPANY = 'Whole company';

/** Where a warehouse belongs: a doctor's office (consignment), a department, or the whole company. */
export const placeOf = (w: Pick<Warehouse, 'location' | 'doctor_office'>): string =>
  w.doctor_office ? `Consignment · ${w.doctor_office.name}, ${w.doctor_office.practice}` : (w.location?.name ?? WHOLE_COMPANY);

export function ActiveBadge({ warehouse }: { warehouse: Pick<Warehouse, 'active'> }) {
  return warehouse.active ? (
    <Badge size="sm" variant="light" color="green" tt="none">
      Active
    </Badge>
  ) : (
    <Badge size="sm" variant="light" color="gray" tt="none">
      Inactive
    </Badge>
  );
}

/** Columns of the warehouses list; sortable keys are the server's `sortBy` values. */
export const WAREHOUSE_COLUMNS: readonly DataTableColumn<Warehouse>[] = [
  {
    key: 'name',
    title: 'Name',
    sortable: true,
    render: (w) => (
      <Text fz="sm" fw={600} miw={120}>
        {w.name}
      </Text>
    ),
    csv: (w) => w.name,
  },
  {
    key: 'location',
    exportAs: { path: ['doctor_office.name', 'location.name'] },
    title: 'Department',
    visibleFrom: 'sm',
    value: (w) => (w.location || w.doctor_office ? placeOf(w) : ''),
    render: (w) =>
      w.location || w.doctor_office ? (
        <Text fz="sm">{placeOf(w)}</Text>
      ) : (
        <Text fz="sm" c="dimmed">
          {WHOLE_COMPANY}
        </Text>
      ),
  },
  {
    key: 'full_address',
    title: 'Address',
    visibleFrom: 'sm',
    render: (w) => (
      <Text fz="sm" miw={180}>
        {w.full_address || '—'}
      </Text>
    ),
    csv: (w) => w.full_address,
  },
  { key: 'city', title: 'City', sortable: true, hidden: true },
  {
    key: 'active',
    exportAs: { labels: { true: 'Active', false: 'Inactive' } },
    title: 'Status',
    render: (w) => <ActiveBadge warehouse={w} />,
    csv: (w) => (w.active ? 'Active' : 'Inactive'),
  },
  {
    key: 'created_at',
    exportAs: { format: 'date' },
    title: 'Added',
    visibleFrom: 'sm',
    sortable: true,
    hidden: true,
    render: (w) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(w.created_at)}
      </Text>
    ),
    csv: (w) => formatDate(w.created_at),
  },
];
