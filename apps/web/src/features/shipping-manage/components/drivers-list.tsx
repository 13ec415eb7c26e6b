import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable, TABLE, type DataTableState } from '../../../components';
import { driversQueryOptions, driversExport } from '../api/list-drivers';
import { driverHref } from '../routes';
import { DRIVER_COLUMNS } from './driver-columns';
import { listEmptyText } from './list-empty';

type Active = 'all' | '1' | '0';

/** The company's drivers: paged and searched by the server; a row opens the driver's settings. */
export function DriversList() {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [active, setActive] = useState<Active>('1');
  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy, sortType: state.sortType } : {};
  const filters = { ...(searched ? { search: searched } : {}), ...(active !== 'all' ? { active } : {}) };
  const list = useQuery(driversQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...sort, ...filters }));
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));

  return (
    <>
      <Group gap="xs" mb="xs" wrap="wrap">
        <TextInput
          type="search"
          placeholder="Name or login"
          aria-label="Search drivers"
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
            { value: '1', label: 'Active' },
            { value: '0', label: 'Inactive' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      <DataTable
        serverSide
        label="Drivers"
        columns={DRIVER_COLUMNS}
        rows={list.isError ? [] : (list.data?.data ?? [])}
        total={list.isError ? 0 : (list.data?.meta.total ?? 0)}
        state={state}
        onStateChange={setState}
        loading={list.isPending || list.isPlaceholderData}
        emptyText={listEmptyText(
          list,
          searched || active !== 'all' ? 'No driver matches' : 'No drivers yet. Invite staff with the driver role to plan their routes.',
        )}
        onRowClick={(d) => void navigate(driverHref(d.id))}
        exportList={{ ...driversExport({ ...sort, ...filters }, 'drivers.csv'), columns: DRIVER_COLUMNS }}
      />
    </>
  );
}
