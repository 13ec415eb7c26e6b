import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DistributorsQuery } from '@dme/contract';
import { DataTable, TABLE, type DataTableState } from '../../../components';
import { distributorsQueryOptions, distributorsExport } from '../api/list-distributors';
import { distributorTabHref } from '../routes';
import { DISTRIBUTOR_COLUMNS } from './distributor-columns';
import { listEmptyText } from './list-empty';

type Active = 'all' | '1' | '0';

/** The company's distributors: paged, sorted and searched by the server; a row opens the distributor. */
export function DistributorsList() {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [active, setActive] = useState<Active>('all');
  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy as DistributorsQuery['sortBy'], sortType: state.sortType } : {};
  const filters = { ...(searched ? { search: searched } : {}), ...(active !== 'all' ? { active } : {}) };
  const list = useQuery(distributorsQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...sort, ...filters }));
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));

  return (
    <>
      <Group gap="xs" mb="xs" wrap="wrap">
        <TextInput
          type="search"
          placeholder="Name, contact, account or city"
          aria-label="Search distributors"
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
        label="Distributors"
        columns={DISTRIBUTOR_COLUMNS}
        rows={list.isError ? [] : (list.data?.data ?? [])}
        total={list.isError ? 0 : (list.data?.meta.total ?? 0)}
        state={state}
        onStateChange={setState}
        loading={list.isPending || list.isPlaceholderData}
        emptyText={listEmptyText(
          list,
          searched || active !== 'all' ? 'No distributor matches' : 'No distributors yet. Add the companies you buy from.',
        )}
        onRowClick={(d) => void navigate(distributorTabHref(d.id))}
        exportList={{ ...distributorsExport({ ...sort, ...filters }, 'distributors.csv'), columns: DISTRIBUTOR_COLUMNS }}
      />
    </>
  );
}
