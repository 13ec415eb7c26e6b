import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DISTRIBUTION_ORDER_KINDS,
  DISTRIBUTION_ORDER_STATUS_NAMES,
  DISTRIBUTION_ORDER_STATUSES,
  type DistributionOrderKind,
  type DistributionOrdersQuery,
  type DistributionOrderStatusKey,
} from '@dme/contract';
import { DataTable, TABLE, type DataTableState, listEmptyText, serverListOf } from '../../../components';
import { distributionOrdersQueryOptions, distributionOrdersExport } from '../api/list-distribution-orders';
import { distributionOrderTabHref } from '../routes';
import { KIND_LABELS } from './badges';
import { ORDER_COLUMNS } from './order-columns';
import { DistributorSelect, WarehouseSelect } from './selects';

const STATUS_OPTIONS = DISTRIBUTION_ORDER_STATUSES.map((s) => ({ value: s, label: DISTRIBUTION_ORDER_STATUS_NAMES[s] }));
const KIND_OPTIONS = DISTRIBUTION_ORDER_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));
const filterStyle = { flex: '1 1 160px', maxWidth: 220 } as const;

export interface DistributionOrdersListProps {
  /** Only this distributor's orders (its orders tab): the distributor filter is not offered. */
  distributorId?: number;
  /** The CSV file's name. */
  fileName?: string;
}

/** Distribution orders: filtered, paged and sorted by the server; a row opens the order. */
export function DistributionOrdersList({ distributorId, fileName = 'distribution-orders.csv' }: DistributionOrdersListProps) {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<DistributionOrderStatusKey | null>(null);
  const [kind, setKind] = useState<DistributionOrderKind | null>(null);
  const [distributor, setDistributor] = useState<number | null>(null);
  const [warehouse, setWarehouse] = useState<number | null>(null);
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));
  const pick =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      firstPage();
    };

  const sort =
    state.sortBy && state.sortType ? { sortBy: state.sortBy as DistributionOrdersQuery['sortBy'], sortType: state.sortType } : {};
  const byDistributor = distributorId ?? distributor;
  const filters = {
    ...(searched ? { search: searched } : {}),
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(byDistributor ? { distributor_id: byDistributor } : {}),
    ...(warehouse ? { warehouse_id: warehouse } : {}),
  };
  const list = useQuery(distributionOrdersQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...sort, ...filters }));
  const filtered = Boolean(searched || status || kind || warehouse || (distributor && !distributorId));

  return (
    <>
      <Group gap="xs" mb="xs" wrap="wrap">
        <TextInput
          type="search"
          placeholder="Order #, note or distributor"
          aria-label="Search orders"
          value={search}
          onChange={(event) => pick(setSearch)(event.currentTarget.value)}
          style={{ flex: '1 1 200px', maxWidth: 280 }}
        />
        <Select
          aria-label="Status"
          placeholder="Any status"
          clearable
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => pick(setStatus)(v as DistributionOrderStatusKey | null)}
          style={filterStyle}
        />
        <Select
          aria-label="Kind"
          placeholder="Any kind"
          clearable
          data={KIND_OPTIONS}
          value={kind}
          onChange={(v) => pick(setKind)(v as DistributionOrderKind | null)}
          style={filterStyle}
        />
        {distributorId === undefined && (
          <DistributorSelect
            aria-label="Distributor"
            placeholder="Any distributor"
            clearable
            value={distributor}
            onChange={pick(setDistributor)}
            style={filterStyle}
          />
        )}
        <WarehouseSelect
          aria-label="Warehouse"
          placeholder="Any warehouse"
          clearable
          value={warehouse}
          onChange={pick(setWarehouse)}
          style={filterStyle}
        />
      </Group>
      <DataTable
        label="Distribution orders"
        columns={ORDER_COLUMNS}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={listEmptyText(list, filtered ? 'No order matches' : 'No distribution orders yet.')}
        onRowClick={(o) => void navigate(distributionOrderTabHref(o.id))}
        exportList={{ ...distributionOrdersExport({ ...sort, ...filters }, fileName), columns: ORDER_COLUMNS }}
      />
    </>
  );
}
