import { Stack, Text } from '@mantine/core';
import { formatDate, formatPhone, type Distributor } from '@dme/contract';
import type { DataTableColumn } from '../../../components';
import { ActiveBadge } from './badges';

const place = (d: Distributor) => [d.city, d.state].filter(Boolean).join(', ');

/** Columns of the distributors list; sortable keys are the server's `sortBy` values. */
export const DISTRIBUTOR_COLUMNS: readonly DataTableColumn<Distributor>[] = [
  {
    key: 'name',
    title: 'Name',
    sortable: true,
    // On a phone the contact and the place are written under the name instead of in columns of their own.
    render: (d) => (
      <>
        <Text fz="sm" fw={600} miw={140}>
          {d.name}
        </Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {[d.contact_name, place(d)].filter(Boolean).join(' · ')}
        </Text>
      </>
    ),
    csv: (d) => d.name,
  },
  {
    key: 'contact_name',
    title: 'Contact',
    visibleFrom: 'sm',
    render: (d) => (
      <Stack gap={0} miw={150}>
        <Text fz="sm">{d.contact_name || '—'}</Text>
        {(d.email || d.phone) && (
          <Text fz="xs" c="dimmed">
            {[d.email, formatPhone(d.phone)].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Stack>
    ),
    csv: (d) => d.contact_name,
  },
  { key: 'email', title: 'Email', hidden: true },
  { key: 'phone', exportAs: { format: 'phone' }, title: 'Phone', hidden: true, value: (d) => formatPhone(d.phone) },
  { key: 'account_number', title: 'Account #', visibleFrom: 'md', render: (d) => <Text fz="sm">{d.account_number || '—'}</Text> },
  { key: 'terms', title: 'Terms', visibleFrom: 'md', render: (d) => <Text fz="sm">{d.terms || '—'}</Text> },
  {
    key: 'lead_time_days',
    title: 'Lead time',
    visibleFrom: 'sm',
    sortable: true,
    render: (d) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {d.lead_time_days} {d.lead_time_days === 1 ? 'day' : 'days'}
      </Text>
    ),
    csv: (d) => d.lead_time_days,
  },
  { key: 'city', exportAs: { path: ['city', 'state'], separator: ', ' }, title: 'City', visibleFrom: 'sm', value: place, render: (d) => <Text fz="sm">{place(d) || '—'}</Text> },
  { key: 'full_address', title: 'Address', hidden: true },
  { key: 'active', exportAs: { labels: { true: 'Active', false: 'Inactive' } }, title: 'Status', render: (d) => <ActiveBadge active={d.active} />, csv: (d) => (d.active ? 'Active' : 'Inactive') },
  {
    key: 'created_at',
    exportAs: { format: 'date' },
    title: 'Added',
    sortable: true,
    hidden: true,
    render: (d) => <Text fz="sm">{formatDate(d.created_at)}</Text>,
    csv: (d) => formatDate(d.created_at),
  },
];
