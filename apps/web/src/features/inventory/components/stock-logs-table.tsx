import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MOVEMENT_KIND_LABELS, type StockMovement } from '@dme/contract';
import { DataTable, TABLE, type DataTableState, listEmptyText, serverListOf } from '../../../components';
import { stockLogsExport, stockLogsQueryOptions } from '../api/list-stock-logs';
import { LOG_COLUMNS } from './log-columns';
import { SkuSelect, type SkuRef } from './sku-select';
import { WarehouseSelect } from './warehouse-select';

/** Filters a screen fixes (one SKU's movements, one warehouse's): their fields are not offered. */
export interface FixedLogFilters {
  sku_id?: number;
  warehouse_id?: number;
  user_id?: number;
}

export interface StockLogsTableProps {
  fixed?: FixedLogFilters;
  /** Accessible name of the table. */
  label?: string;
  csvFileName?: string;
}

type Kind = StockMovement['kind'];
const KIND_OPTIONS = (Object.keys(MOVEMENT_KIND_LABELS) as Kind[]).map((kind) => ({ value: kind, label: MOVEMENT_KIND_LABELS[kind] }));
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Two filters a line on a phone. */
const HALF = 'calc(50% - 5px)';

/**
 * The stock movements, newest first, paged by the server, with the filters a screen has not fixed: SKU,
 * warehouse, kind, serial number and a date range. The CSV holds every movement of the filters.
 */
export function StockLogsTable({ fixed = {}, label = 'Stock movements', csvFileName = 'stock-logs.csv' }: StockLogsTableProps) {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [sku, setSku] = useState<SkuRef | null>(null);
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [kind, setKind] = useState<Kind | null>(null);
  const [serial, setSerial] = useState('');
  const [serialSearched] = useDebouncedValue(serial.trim(), 300);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));
  const change =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      firstPage();
    };

  const skuId = fixed.sku_id ?? sku?.id;
  const whId = fixed.warehouse_id ?? warehouseId ?? undefined;
  const filters = {
    ...(skuId !== undefined ? { sku_id: skuId } : {}),
    ...(whId !== undefined ? { warehouse_id: whId } : {}),
    ...(fixed.user_id !== undefined ? { user_id: fixed.user_id } : {}),
    ...(kind ? { kind } : {}),
    ...(serialSearched ? { serial: serialSearched } : {}),
    ...(ISO_DAY.test(from) ? { date_from: from } : {}),
    ...(ISO_DAY.test(to) ? { date_to: to } : {}),
  };
  const sort = state.sortBy === 'created_at' && state.sortType ? { sortType: state.sortType } : {};
  const logs = useQuery(stockLogsQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...sort, ...filters }));
  const chosen = Object.keys(filters).length > Object.keys(fixed).length;
  const columns = fixed.sku_id !== undefined ? LOG_COLUMNS.filter((c) => c.key !== 'sku') : LOG_COLUMNS;

  const emptyText = listEmptyText(logs, chosen ? 'No movement matches' : 'No movements yet');

  return (
    <>
      <Group gap="xs" mb="xs" wrap="wrap" align="flex-end" role="group" aria-label="Filters">
        {fixed.sku_id === undefined && (
          <SkuSelect aria-label="SKU" placeholder="Any SKU" value={sku} onChange={change(setSku)} w={{ base: HALF, sm: 170 }} />
        )}
        {fixed.warehouse_id === undefined && (
          <WarehouseSelect
            aria-label="Warehouse"
            placeholder="Any warehouse"
            clearable
            value={warehouseId}
            onChange={change(setWarehouseId)}
            w={{ base: HALF, sm: 180 }}
          />
        )}
        <Select
          aria-label="Kind"
          placeholder="Any kind"
          clearable
          data={KIND_OPTIONS}
          value={kind}
          onChange={(value) => change(setKind)(value as Kind | null)}
          comboboxProps={{ offset: 6 }}
          w={{ base: HALF, sm: 150 }}
        />
        <TextInput
          type="search"
          aria-label="Serial number"
          placeholder="Serial number"
          value={serial}
          onChange={(event) => change(setSerial)(event.currentTarget.value)}
          w={{ base: HALF, sm: 150 }}
        />
        <Group gap={6} wrap="nowrap" w={{ base: '100%', sm: 290 }}>
          <TextInput
            type="date"
            aria-label="From date"
            value={from}
            max={to || undefined}
            onChange={(event) => change(setFrom)(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Text fz="sm" c="dimmed" aria-hidden>
            –
          </Text>
          <TextInput
            type="date"
            aria-label="To date"
            value={to}
            min={from || undefined}
            onChange={(event) => change(setTo)(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
        </Group>
      </Group>
      <DataTable
        label={label}
        columns={columns}
        {...serverListOf(logs)}
        state={state}
        onStateChange={setState}
        emptyText={emptyText}
        exportList={{ ...stockLogsExport({ ...sort, ...filters }, csvFileName), columns: LOG_COLUMNS }}
      />
    </>
  );
}
