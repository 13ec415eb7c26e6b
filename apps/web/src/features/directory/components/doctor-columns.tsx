import { Badge, Stack, Text } from '@mantine/core';
import { formatDate, type VendorDoctor } from '@dme/contract';
import type { DataTableColumn } from '../../../components';

/** How the portal shows an NPI: its 10 digits (the spec's 9-slot mask cannot hold one). */
export const npiText = (npi: string | null) => npi ?? '';

export function VerifiedBadge({ doctor }: { doctor: Pick<VendorDoctor, 'is_verified'> }) {
  return doctor.is_verified ? (
    <Badge size="sm" variant="light" color="green" tt="none">
      Verified
    </Badge>
  ) : (
    <Badge size="sm" variant="light" color="yellow" tt="none">
      Invited
    </Badge>
  );
}

/** Columns of the doctors list; sortable keys are the server's `sortBy` values. */
export const DOCTOR_COLUMNS: readonly DataTableColumn<VendorDoctor>[] = [
  {
    key: 'name',
    title: 'Doctor',
    sortable: true,
    render: (d) => (
      <Stack gap={0} miw={150}>
        <Text fz="sm" fw={600}>
          {d.name}
        </Text>
        {d.specialty && (
          <Text fz="xs" c="dimmed">
            {d.specialty}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'npi', title: 'NPI', sortable: true, value: (d) => npiText(d.npi) },
  { key: 'practice', exportAs: { path: 'practice.name' }, title: 'Practice', visibleFrom: 'sm', value: (d) => d.practice.name },
  {
    key: 'is_verified',
    exportAs: { labels: { true: 'Verified', false: 'Invited' } },
    title: 'Status',
    visibleFrom: 'sm',
    render: (d) => <VerifiedBadge doctor={d} />,
    csv: (d) => (d.is_verified ? 'Verified' : 'Invited'),
  },
  { key: 'locations_count', title: 'Offices', visibleFrom: 'sm', align: 'right', width: 80 },
  { key: 'specialty', title: 'Specialty', hidden: true },
  { key: 'email', title: 'Email', hidden: true },
  {
    key: 'linked_at',
    exportAs: { format: 'date' },
    title: 'Added',
    visibleFrom: 'sm',
    sortable: true,
    render: (d) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(d.linked_at)}
      </Text>
    ),
    csv: (d) => formatDate(d.linked_at),
  },
];
