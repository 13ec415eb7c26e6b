import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatPhone, type SupplierSummary } from '@dme/contract';
import { YES_NO_LABELS, type DataTableColumn } from '../../../components';

export function PreferredBadge() {
  return (
    <Badge size="sm" variant="light" color="green" tt="none">
      Preferred
    </Badge>
  );
}

/** Columns of the doctor's suppliers list; sortable keys are the server's `sortBy` values. */
export const SUPPLIER_COLUMNS: readonly DataTableColumn<SupplierSummary>[] = [
  {
    key: 'name',
    title: 'Supplier',
    sortable: true,
    render: (s) => (
      <Group gap={6} wrap="nowrap" miw={140}>
        <Text fz="sm" fw={600}>
          {s.name}
        </Text>
        {s.is_preferred && <PreferredBadge />}
      </Group>
    ),
  },
  {
    key: 'city',
    exportAs: { path: ['city', 'state'], separator: ', ' },
    title: 'Location',
    sortable: true,
    value: (s) => [s.city, s.state].filter(Boolean).join(', '),
  },
  {
    key: 'contact',
    visibleFrom: 'sm',
    exportAs: { path: ['phone', 'email'], format: 'phone' },
    title: 'Contact',
    value: (s) => [formatPhone(s.phone), s.email].filter(Boolean).join(' '),
    render: (s) => (
      <Stack gap={0}>
        {s.phone && (
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatPhone(s.phone)}
          </Text>
        )}
        {s.email && (
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {s.email}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'insurances_count', title: 'Payers', align: 'right', width: 80, visibleFrom: 'sm' },
  { key: 'is_preferred', exportAs: { labels: YES_NO_LABELS }, title: 'Preferred', hidden: true },
  { key: 'npi', title: 'NPI', hidden: true },
  { key: 'full_address', title: 'Address', hidden: true },
];
