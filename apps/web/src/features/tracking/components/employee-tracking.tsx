import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { formatDate } from '@dme/contract';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { employeeTrackingQueryOptions } from '../api/get-employee';
import type { Period } from '../api/keys';
import { ActionPanel } from './action-panel';
import { PeriodPicker } from './period-picker';
import { TimePanel } from './time-panel';

export type TrackingTab = 'time' | 'action';

export interface EmployeeTrackingProps {
  employeeId: number;
  /** The tab shown; with `tabHref` the tabs are links (each tab has its URL), else they switch in place. */
  tab?: TrackingTab;
  tabHref?: (tab: TrackingTab) => string;
  /** Shown above the tabs (a title with the person's name). */
  header?: (name: string) => ReactNode;
}

/** One person's time and actions in a period (the company's current week by default). */
export function EmployeeTracking({ employeeId, tab = 'time', tabHref, header }: EmployeeTrackingProps) {
  const [period, setPeriod] = useState<Period>({});
  const [ownTab, setOwnTab] = useState<TrackingTab>(tab);
  const shownTab = tabHref ? tab : ownTab;
  const valid = Number.isInteger(employeeId) && employeeId > 0;
  const query = useQuery({ ...employeeTrackingQueryOptions(employeeId, period), enabled: valid });
  if (!valid || (query.isError && readServerError(query.error).status === 404))
    return (
      <Alert color="yellow" variant="light" title="Employee not found">
        It does not exist, or belongs to another company.
      </Alert>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(query.error)}
      </Alert>
    );
  if (!query.data) return <PageLoader />;
  const data = query.data.data;
  return (
    <Stack gap="md">
      {header?.(data.user.name)}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <PeriodPicker shown={{ from: data.from, to: data.to }} onChange={setPeriod} />
        {data.clocked_in_since && (
          <Badge color="green" variant="light" tt="none">
            Clocked in since {formatDate(data.clocked_in_since, { withTime: true, timeZone: data.time_zone })}
          </Badge>
        )}
      </Group>
      {tabHref ? (
        <Tabs value={shownTab}>
          <Tabs.List>
            <Tabs.Tab value="time" renderRoot={(props) => <Link {...props} to={tabHref('time')} />}>
              Time
            </Tabs.Tab>
            <Tabs.Tab value="action" renderRoot={(props) => <Link {...props} to={tabHref('action')} />}>
              Actions
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
      ) : (
        <SegmentedControl
          aria-label="Time or actions"
          value={shownTab}
          onChange={(v) => setOwnTab(v as TrackingTab)}
          data={[
            { value: 'time', label: 'Time' },
            { value: 'action', label: 'Actions' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {query.isPlaceholderData && (
        <Text fz="xs" c="dimmed">
          Loading the period…
        </Text>
      )}
      {shownTab === 'time' ? <TimePanel data={data} /> : <ActionPanel data={data} />}
    </Stack>
  );
}
