import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { WarehousesQuery } from '@dme/contract';
import { DataTable, TABLE, type DataTableState } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { warehousesExport, warehousesQueryOptions, type WarehousesListQuery } from '../api/list-warehouses';
import { warehouseTabHref } from '../routes';
import { WAREHOUSE_COLUMNS } from './warehouse-columns';

type Active = 'all' | '1' | '0';

/** The company's warehouses: paged, sorted and searched by the server; a row opens the warehouse. */
export function WarehousesList() {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [active, setActive] = useState<Active>('all');
  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy as WarehousesQuery['sortBy'], sortType: state.sortType } : {};
  const filters = { ...(searched ? { search: searched } : {}), ...(active !== 'all' ? { active } : {}) };
  const query: WarehousesListQuery = { page: state.page, rowsPerPage: state.rowsPerPage, ...sort, ...filters };
  const list = useQuery(warehousesQueryOptions(query));
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));

  const emptyText = list.isError ? (
    <Stack gap={6} align="center">
      <Text fz="sm" c="red">
        {formErrorText(list.error)}
      </Text>
      <Button size="xs" variant="light" onClick={() => void list.refetch()}>
        Try again
      </Button>
    </Stack>
  ) : searched || active !== 'all' ? (
    'No warehouse matches'
  ) : (
    'No warehouses yet. Add the places that hold your stock.'
  );

  return (
    <>
      <Group gap="xs" mb="xs" wrap="wrap">
        <TextInput
          type="search"
          placeholder="Name, city or ZIP"
          aria-label="Search warehouses"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            firstPage();
          }}
          style={{ flex: '1 1 200px', maxWidth: 320 }}
        />
        <SegmentedControl
          aria-label="Status"
          size="xs"
          value={active}
          onChange={(value) => {
            setActive(value as Active);
            firstPage();
          }}
          data={[
            { value: 'all', label: 'All' },
            { value: '1', label: 'Active' },
            { value: '0', label: 'Inactive' },
          ]}
        />
      </Group>
      <DataTable
        serverSide
        label="Warehouses"
        columns={WAREHOUSE_COLUMNS}
        rows={list.isError ? [] : (list.data?.data ?? [])}
        total={list.isError ? 0 : (list.data?.meta.total ?? 0)}
        state={state}
        onStateChange={setState}
        loading={list.isPending || list.isPlaceholderData}
        emptyText={emptyText}
        onRowClick={(warehouse) => void navigate(warehouseTabHref(warehouse.id))}
        exportList={{ ...warehousesExport({ ...sort, ...filters }, 'warehouses.csv'), columns: WAREHOUSE_COLUMNS }}
      />
    </>
  );
}
