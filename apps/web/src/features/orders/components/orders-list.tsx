import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { OrderSummary } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { orderAccess, usePermission } from '../access';
import type { OrdersListQuery } from '../api/keys';
import { ordersExport, ordersListQueryOptions } from '../api/list-orders';
import type { OrderSide } from '../api/side';
import { ordersListHref, orderTabHref } from '../routes';
import { ArchiveButton } from './archive-button';
import { orderColumns } from './order-columns';
import { knownStatus, statusFilters } from './status-filters';
import { StatusTabs } from './status-tabs';

const SEARCH_DEBOUNCE_MS = 300;

export interface OrdersListProps {
  side: OrderSide;
  /** The screen's `status` route param: the tabs then navigate. Without it (a patient's orders) they are local. */
  routeStatus?: string;
  /** Only this patient's orders. */
  patientId?: number;
  /** Supplier side: only orders carrying this tag (the app composes the settings feature's tag filter). */
  tagId?: number;
  /** More filters beside the search box. */
  toolbar?: ReactNode;
}

/** Orders by status: paged, sorted and searched by the server; archived ones on their own; a row opens the order. */
export function OrdersList({ side, routeStatus, patientId, tagId, toolbar }: OrdersListProps) {
  const navigate = useNavigate();
  const allowed = usePermission();
  const filters = statusFilters(side, allowed);
  const [ownStatus, setOwnStatus] = useState('all');
  const status = knownStatus(filters, routeStatus ?? ownStatus);
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [archived, setArchived] = useState(false);
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));

  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy as OrdersListQuery['sortBy'], sortType: state.sortType } : {};
  const filter = {
    status,
    ...sort,
    ...(searched ? { search: searched } : {}),
    ...(patientId ? { patient_id: patientId } : {}),
    ...(archived ? { archived: '1' as const } : {}),
    ...(tagId ? { tag_id: tagId } : {}),
  };
  const list = useQuery(ordersListQueryOptions(side, { page: state.page, rowsPerPage: state.rowsPerPage, ...filter }));

  const actions: DataTableColumn<OrderSummary> = {
    key: 'actions',
    title: 'Actions',
    align: 'right',
    csv: false,
    // On a phone the order's own screen archives and restores (order-shell.tsx): the list keeps to the screen's width.
    visibleFrom: 'sm',
    render: (order) => {
      const access = orderAccess(side, order, allowed);
      if (access.restore) return <ArchiveButton side={side} orderId={order.id} restore compact />;
      return access.archive ? <ArchiveButton side={side} orderId={order.id} compact /> : null;
    },
  };
  // A patient's own orders need no patient column.
  const columns = [...orderColumns(side).filter((c) => !patientId || c.key !== 'patient'), actions];

  const changeStatus = (next: string) => {
    firstPage();
    if (routeStatus === undefined) setOwnStatus(next);
    else void navigate(ordersListHref(side, next));
  };

  return (
    <Stack gap="xs">
      <StatusTabs filters={filters} value={status} onChange={changeStatus} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <TextInput
          type="search"
          placeholder="Patient name or order number"
          aria-label="Search orders"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            firstPage();
          }}
          style={{ flex: '1 1 220px', maxWidth: 340 }}
        />
        {toolbar}
        <SegmentedControl
          aria-label="Current or archived orders"
          size="xs"
          value={archived ? 'archived' : 'current'}
          onChange={(value) => {
            setArchived(value === 'archived');
            firstPage();
          }}
          data={[
            { value: 'current', label: 'Current' },
            { value: 'archived', label: 'Archived' },
          ]}
        />
      </Group>
      <DataTable
        label="Orders"
        columns={columns}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={
          list.isError
            ? formErrorText(list.error)
            : searched
              ? 'No order matches the search'
              : archived
                ? 'No archived orders'
                : 'No orders here yet'
        }
        onRowClick={(order) => void navigate(orderTabHref(side, order.id))}
        exportList={{ ...ordersExport(side, filter, archived ? 'orders-archived.csv' : `orders-${status}.csv`), columns }}
      />
    </Stack>
  );
}
