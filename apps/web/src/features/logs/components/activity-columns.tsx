import { Badge, Group, Text } from '@mantine/core';
import { formatDateTime, type ActivityLogEntry } from '@dme/contract';
import type { DataTableColumn } from '../../../components';

/** "patient_address.update" -> "Patient address update". */
export const actionText = (action: string) => {
  const text = action.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const valueText = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** "status: 5 → 10"; a hidden field (it may identify a patient) by its name only. */
export const changeText = (c: ActivityLogEntry['changes'][number]) =>
  c.hidden ? `${c.field} (hidden)` : c.before === null ? `${c.field}: ${valueText(c.after)}` : `${c.field}: ${valueText(c.before)} → ${valueText(c.after)}`;

const recordText = (e: ActivityLogEntry) =>
  [e.entity.replace(/_/g, ' '), e.entity_id !== null ? `#${e.entity_id}` : '', e.patient_id !== null && e.entity !== 'patient' ? `(patient #${e.patient_id})` : '']
    .filter(Boolean)
    .join(' ');

export const ACTIVITY_COLUMNS: readonly DataTableColumn<ActivityLogEntry>[] = [
  {
    key: 'created_at',
    title: 'When',
    sortable: true,
    // On a phone the user is written under the time, and the record and the fields under the action, instead of in
    // columns of their own.
    render: (e) => (
      <>
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(e.created_at)}
        </Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {e.user?.name ?? 'System'}
        </Text>
      </>
    ),
    csv: (e) => formatDateTime(e.created_at),
  },
  {
    key: 'user',
    title: 'User',
    visibleFrom: 'sm',
    value: (e) => (e.user ? e.user.name + (e.staff ? ` for ${e.staff.name}` : '') : 'System'),
    render: (e) => (
      <Text fz="sm">
        {e.user?.name ?? 'System'}
        {e.staff && (
          <Text span fz="xs" c="dimmed">
            {' '}
            for {e.staff.name}
          </Text>
        )}
      </Text>
    ),
  },
  {
    key: 'action',
    title: 'Action',
    value: (e) => actionText(e.action),
    render: (e) => (
      <>
        <Text fz="sm">{actionText(e.action)}</Text>
        <Text fz="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
          {[recordText(e), ...e.changes.map(changeText)].join(' · ')}
        </Text>
      </>
    ),
  },
  { key: 'record', title: 'Record', visibleFrom: 'sm', value: recordText },
  {
    key: 'changes',
    title: 'Fields',
    visibleFrom: 'sm',
    value: (e) => e.changes.map(changeText).join('; '),
    render: (e) => (
      <Group gap={4} miw={180} maw={420}>
        {e.changes.length === 0 ? (
          <Text fz="sm" c="dimmed">
            —
          </Text>
        ) : (
          e.changes.map((c) => (
            <Badge key={c.field} variant="light" color={c.hidden ? 'gray' : 'blue'} tt="none" fw={500} title={c.hidden ? 'Value hidden: it may identify a patient' : undefined}>
              {changeText(c)}
            </Badge>
          ))
        )}
      </Group>
    ),
  },
  { key: 'ip', title: 'IP', visibleFrom: 'lg', value: (e) => e.ip ?? '' },
];
