import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import type { ActivityLogFilters } from '@dme/contract';
import { DataTable, TABLE, type DataTableState, listEmptyText, serverListOf } from '../../../components';
import { DownloadIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { activityOptionsQueryOptions } from '../api/activity-options';
import { downloadActivityCsv } from '../api/export-activity';
import { logsKeys } from '../api/keys';
import { activityQueryOptions } from '../api/list-activity';
import { ACTIVITY_COLUMNS, actionText } from './activity-columns';

const words = (values: readonly string[] | undefined, text: (v: string) => string) => (values ?? []).map((value) => ({ value, label: text(value) }));

/** The company's activity log: filters, a server-paged table and a server-built CSV export (itself logged). */
export function ActivityLog() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [filters, setFilters] = useState<ActivityLogFilters>({});
  const [exporting, setExporting] = useState(false);
  const options = useQuery(activityOptionsQueryOptions());
  const query = useQuery(
    activityQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...filters, ...(state.sortType ? { sortType: state.sortType } : {}) }),
  );
  const patch = (next: Partial<ActivityLogFilters>) => {
    setFilters((current) => {
      const merged: Record<string, unknown> = { ...current, ...next };
      return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined && v !== null && v !== '')) as ActivityLogFilters;
    });
    setState((current) => ({ ...current, page: 1 }));
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadActivityCsv(filters);
      await queryClient.invalidateQueries({ queryKey: logsKeys.activity() });
    } catch (error) {
      notify.error(formErrorText(error));
    } finally {
      setExporting(false);
    }
  };
  const filtered = Object.keys(filters).length > 0;

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <Select
          label="User"
          placeholder="Anyone"
          clearable
          searchable
          data={(options.data?.users ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
          value={filters.user_id ? String(filters.user_id) : null}
          onChange={(v) => patch({ user_id: v ? Number(v) : undefined })}
          style={{ flex: '1 1 180px', maxWidth: 240 }}
        />
        <Select
          label="Record"
          placeholder="Any record"
          clearable
          searchable
          data={words(options.data?.entities, (v) => v.replace(/_/g, ' '))}
          value={filters.entity ?? null}
          onChange={(v) => patch({ entity: v ?? undefined })}
          style={{ flex: '1 1 160px', maxWidth: 220 }}
        />
        <Select
          label="Action"
          placeholder="Any action"
          clearable
          searchable
          data={words(options.data?.actions, actionText)}
          value={filters.action ?? null}
          onChange={(v) => patch({ action: v ?? undefined })}
          style={{ flex: '1 1 180px', maxWidth: 260 }}
        />
        <TextInput label="From" type="date" value={filters.date_from ?? ''} onChange={(e) => patch({ date_from: e.currentTarget.value || undefined })} style={{ flex: '0 1 150px' }} />
        <TextInput label="To" type="date" value={filters.date_to ?? ''} onChange={(e) => patch({ date_to: e.currentTarget.value || undefined })} style={{ flex: '0 1 150px' }} />
        <Button variant="light" leftSection={<DownloadIcon />} loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Group>
      <DataTable
        label="Activity log"
        columns={ACTIVITY_COLUMNS}
        {...serverListOf(query)}
        state={state}
        onStateChange={setState}
        emptyText={listEmptyText(query, filtered ? 'Nothing on the log matches these filters' : 'Nothing on the log yet')}
      />
    </Stack>
  );
}
