import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Group, Select, Text } from '@mantine/core';
import { formatDateTime, SERIAL_STATE_LABELS, type SerialNumber } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { serialNumbersExport, serialNumbersQueryOptions } from '../api/list-serial-numbers';
import { orderHref } from '../routes';
import { SerialStateBadge } from './badges';

type State = SerialNumber['state'];
const STATE_OPTIONS = (Object.keys(SERIAL_STATE_LABELS) as State[]).map((state) => ({ value: state, label: SERIAL_STATE_LABELS[state] }));

const COLUMNS: readonly DataTableColumn<SerialNumber>[] = [
  {
    key: 'serial',
    title: 'Serial number',
    sortable: true,
    render: (s) => (
      <Text fz="sm" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {s.serial}
      </Text>
    ),
  },
  { key: 'state', exportAs: { labels: SERIAL_STATE_LABELS }, title: 'State', render: (s) => <SerialStateBadge state={s.state} />, csv: (s) => SERIAL_STATE_LABELS[s.state] },
  { key: 'warehouse', exportAs: { path: 'warehouse.name' }, title: 'Warehouse', value: (s) => s.warehouse?.name ?? '', render: (s) => s.warehouse?.name ?? '—' },
  {
    key: 'order',
    exportAs: { path: 'order.id' },
    title: 'Order',
    value: (s) => (s.order ? `#${s.order.id}` : ''),
    render: (s) =>
      s.order ? (
        <Anchor component={Link} to={orderHref(s.order.id)} fz="sm">
          Order #{s.order.id}
        </Anchor>
      ) : null,
  },
  { key: 'patient', exportAs: { path: 'patient.name' }, title: 'Patient', value: (s) => s.patient?.name ?? '', render: (s) => s.patient?.name ?? '' },
  {
    key: 'updated_at',
    exportAs: { format: 'datetime' },
    title: 'Updated',
    render: (s) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(s.updated_at)}
      </Text>
    ),
    csv: (s) => formatDateTime(s.updated_at),
  },
];

/** A serialised SKU's units: where each one is, and the order it is reserved for or went out with. */
export function SerialsTable({ skuId, skuCode }: { skuId: number; skuCode: string }) {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [unitState, setUnitState] = useState<State | null>(null);
  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy, sortType: state.sortType } : {};
  const filters = { ...sort, ...(unitState ? { state: unitState } : {}) };
  const serials = useQuery(serialNumbersQueryOptions(skuId, { page: state.page, rowsPerPage: state.rowsPerPage, ...filters }));
  return (
    <DataTable
      label="Serial numbers"
      columns={COLUMNS}
      {...serverListOf(serials)}
      state={state}
      onStateChange={setState}
      emptyText={serials.isError ? formErrorText(serials.error) : unitState ? 'No unit in this state' : 'No units received yet'}
      exportList={serialNumbersExport(skuId, filters, `${skuCode}-serial-numbers.csv`)}
      toolbar={
        <Group gap="xs">
          <Select
            aria-label="State"
            placeholder="Any state"
            clearable
            size="xs"
            data={STATE_OPTIONS}
            value={unitState}
            onChange={(value) => {
              setUnitState(value as State | null);
              setState((current) => ({ ...current, page: 1 }));
            }}
            comboboxProps={{ offset: 6 }}
            w={150}
          />
        </Group>
      }
    />
  );
}
