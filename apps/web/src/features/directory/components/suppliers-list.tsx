import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { VendorsQuery } from '@dme/contract';
import { DataTable, Switch, TABLE, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { suppliersExport, suppliersQueryOptions, type SuppliersListQuery } from '../api/list-suppliers';
import { supplierManageHref } from '../routes';
import { SUPPLIER_COLUMNS } from './supplier-columns';

/** Supplier companies for the practice, preferred ones first; a row opens the supplier's settings. */
export function SuppliersList() {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [preferredOnly, setPreferredOnly] = useState(false);
  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy as VendorsQuery['sortBy'], sortType: state.sortType } : {};
  const filters = { ...(searched ? { search: searched } : {}), ...(preferredOnly ? { preferred: '1' as const } : {}) };
  const query: SuppliersListQuery = { page: state.page, rowsPerPage: state.rowsPerPage, ...sort, ...filters };
  const list = useQuery(suppliersQueryOptions(query));

  return (
    <>
      <Group gap="md" mb="xs" wrap="wrap">
        <TextInput
          type="search"
          placeholder="Name, city or NPI"
          aria-label="Search suppliers"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setState((current) => ({ ...current, page: 1 }));
          }}
          style={{ flex: '1 1 200px', maxWidth: 320 }}
        />
        <Switch
          size="md"
          label="Preferred only"
          checked={preferredOnly}
          onChange={(next) => {
            setPreferredOnly(next);
            setState((current) => ({ ...current, page: 1 }));
          }}
        />
      </Group>
      <DataTable
        label="Suppliers"
        columns={SUPPLIER_COLUMNS}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={list.isError ? formErrorText(list.error) : searched || preferredOnly ? 'No supplier matches' : 'No suppliers yet'}
        onRowClick={(supplier) => void navigate(supplierManageHref(supplier.id))}
        exportList={{ ...suppliersExport({ ...sort, ...filters }, 'suppliers.csv'), columns: SUPPLIER_COLUMNS }}
      />
    </>
  );
}
