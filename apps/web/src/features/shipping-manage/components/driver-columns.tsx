import { Badge, Group, Text } from '@mantine/core';
import { DRIVER_SKILL_LABELS, type DriverProfile } from '@dme/contract';
import type { DataTableColumn } from '../../../components';

export const shiftText = (d: DriverProfile) =>
  `${d.shift_start}–${d.shift_end}${d.break_start && d.break_minutes > 0 ? `, break ${d.break_start} (${d.break_minutes} min)` : ''}`;
export const capacityText = (d: DriverProfile) => `${d.capacity_count} units${d.capacity_volume !== null ? ` · ${d.capacity_volume} ft³` : ''}`;
export const skillsText = (d: DriverProfile) => d.skills.map((s) => DRIVER_SKILL_LABELS[s]).join(', ');

export const DRIVER_COLUMNS: readonly DataTableColumn<DriverProfile>[] = [
  {
    key: 'name',
    title: 'Driver',
    sortable: true,
    render: (d) => (
      <div>
        <Text fz="sm" fw={500}>
          {d.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {d.login}
        </Text>
        {/* On a phone the shift is written here instead of in a column of its own. */}
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          {shiftText(d)}
        </Text>
      </div>
    ),
    csv: (d) => d.name,
  },
  { key: 'shift', exportAs: { path: ['shift_start', 'shift_end'], separator: '–' }, title: 'Shift', visibleFrom: 'sm', value: shiftText },
  { key: 'capacity', exportAs: { path: 'capacity_count' }, title: 'Capacity', visibleFrom: 'md', value: capacityText },
  { key: 'vehicle', title: 'Vehicle', visibleFrom: 'lg' },
  { key: 'home_warehouse', exportAs: { path: 'home_warehouse.name' }, title: 'Home warehouse', visibleFrom: 'md', value: (d) => d.home_warehouse?.name ?? '' },
  {
    key: 'skills',
    exportAs: { labels: DRIVER_SKILL_LABELS },
    title: 'Skills',
    visibleFrom: 'sm',
    value: skillsText,
    render: (d) => (
      <Group gap={4}>
        {d.skills.map((s) => (
          <Badge key={s} size="sm" variant="light">
            {DRIVER_SKILL_LABELS[s]}
          </Badge>
        ))}
      </Group>
    ),
  },
  { key: 'routes_upcoming', title: 'Upcoming routes', visibleFrom: 'sm', align: 'right' },
  {
    key: 'active',
    exportAs: { labels: { true: 'Active', false: 'Inactive' } },
    title: 'Status',
    value: (d) => (d.active ? 'Active' : 'Inactive'),
    render: (d) => (
      <Badge variant="light" color={d.active ? 'green' : 'gray'}>
        {d.active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
];
