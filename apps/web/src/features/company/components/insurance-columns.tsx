import { Badge, Stack, Text } from '@mantine/core';
import { formatDate, type VendorInsurance } from '@dme/contract';
import { YES_NO_LABELS, type DataTableColumn } from '../../../components';

export const PAYER_TYPE_TITLES = { medicare: 'Medicare', medicaid: 'Medicaid', commercial: 'Commercial' } as const;
export const PAYER_TYPE_OPTIONS = Object.entries(PAYER_TYPE_TITLES).map(([id, title]) => ({ id, title }));

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Flag({ on, yes, no, color }: { on: boolean; yes: string; no: string; color: string }) {
  return (
    // The label never shrinks to an ellipsis: on a phone the flags give way to a line under the payer instead.
    <Badge
      size="sm"
      variant="light"
      color={on ? color : 'gray'}
      tt="none"
      style={{ overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {on ? yes : no}
    </Badge>
  );
}

/** Columns of the payers list; sortable keys are the server's `sortBy` values. */
export const INSURANCE_COLUMNS: readonly DataTableColumn<VendorInsurance>[] = [
  {
    key: 'name',
    exportAs: { path: 'payer.name' },
    title: 'Payer',
    sortable: true,
    value: (i) => i.payer.name,
    render: (i) => (
      <Stack gap={0} miw={160}>
        <Text fz="sm" fw={600}>
          {i.payer.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {PAYER_TYPE_TITLES[i.payer.type]}
        </Text>
        {/* On a phone, what the columns that give way would say. */}
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {[
            i.payer_id,
            i.is_active ? 'Active' : 'Paused',
            i.in_network ? 'In network' : 'Out of network',
            i.requires_prior_auth ? 'Prior auth required' : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    ),
  },
  { key: 'payer_id', title: 'Payer ID', sortable: true, visibleFrom: 'sm' },
  {
    key: 'type',
    exportAs: { path: 'payer.type', labels: PAYER_TYPE_TITLES },
    title: 'Type',
    hidden: true,
    value: (i) => PAYER_TYPE_TITLES[i.payer.type],
  },
  {
    key: 'is_active',
    exportAs: { labels: YES_NO_LABELS },
    title: 'Status',
    visibleFrom: 'sm',
    render: (i) => <Flag on={i.is_active} yes="Active" no="Paused" color="green" />,
    csv: (i) => yesNo(i.is_active),
  },
  {
    key: 'in_network',
    exportAs: { labels: YES_NO_LABELS },
    title: 'Network',
    visibleFrom: 'sm',
    render: (i) => <Flag on={i.in_network} yes="In network" no="Out" color="blue" />,
    csv: (i) => yesNo(i.in_network),
  },
  {
    key: 'requires_prior_auth',
    exportAs: { labels: YES_NO_LABELS },
    title: 'Prior auth',
    visibleFrom: 'sm',
    render: (i) => <Flag on={i.requires_prior_auth} yes="Required" no="No" color="orange" />,
    csv: (i) => yesNo(i.requires_prior_auth),
  },
  { key: 'provider_number', title: 'Provider number', visibleFrom: 'md' },
  { key: 'notes', title: 'Notes', hidden: true },
  {
    key: 'created_at',
    exportAs: { format: 'date' },
    title: 'Added',
    sortable: true,
    hidden: true,
    render: (i) => formatDate(i.created_at),
    csv: (i) => formatDate(i.created_at),
  },
];
