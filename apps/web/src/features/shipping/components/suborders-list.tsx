import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../auth';
import { useSuborderChanges } from '../api/use-suborder-changes';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DeliveryMethod } from '@dme/contract';
import { DataTable, listEmptyText, TABLE, type DataTableState, serverListOf } from '../../../components';
import type { SubordersListQuery } from '../api/keys';
import { subordersExport, subordersQueryOptions } from '../api/list-suborders';
import { shippingListHref, suborderTabHref } from '../routes';
import { METHOD_OPTIONS } from './format';
import { knownListStatus, ShippingStatusTabs } from './status-tabs';
import { suborderColumns } from './suborder-columns';

export interface SubordersListProps {
  /** The screen's `status` route param: the tabs then navigate. Without it (a patient's suborders) they are local. */
  routeStatus?: string;
  /** Only this patient's suborders (the patient column is then left out). */
  patientId?: number;
}

/** Suborders by shipping status: paged, sorted and searched by the server; a row opens the suborder. */
export function SubordersList({ routeStatus, patientId }: SubordersListProps) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  // Deliveries on the drivers' phones and colleagues' changes show up without a reload.
  useSuborderChanges(user?.account?.id ?? null);
  const [ownStatus, setOwnStatus] = useState('all');
  const status = knownListStatus(routeStatus ?? ownStatus);
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [method, setMethod] = useState<DeliveryMethod | null>(null);
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));

  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy as SubordersListQuery['sortBy'], sortType: state.sortType } : {};
  const filter: Omit<SubordersListQuery, 'page' | 'rowsPerPage'> = {
    ...(status !== 'all' ? { status: status as SubordersListQuery['status'] } : {}),
    ...sort,
    ...(searched ? { search: searched } : {}),
    ...(method ? { method } : {}),
    ...(patientId ? { patient_id: patientId } : {}),
  };
  const list = useQuery(subordersQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...filter }));
  const columns = suborderColumns({ withPatient: !patientId });
  const filtered = Boolean(searched || method || status !== 'all');

  const changeStatus = (next: string) => {
    firstPage();
    if (routeStatus === undefined) setOwnStatus(next);
    else void navigate(shippingListHref(next));
  };

  return (
    <Stack gap="xs">
      <ShippingStatusTabs value={status} onChange={changeStatus} />
      <Group gap="xs" wrap="wrap">
        <TextInput
          type="search"
          placeholder="Number, patient or tracking"
          aria-label="Search suborders"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            firstPage();
          }}
          style={{ flex: '1 1 200px', maxWidth: 340 }}
        />
        <Select
          aria-label="Delivery method"
          placeholder="Any method"
          clearable
          data={METHOD_OPTIONS}
          value={method}
          onChange={(value) => {
            setMethod(value as DeliveryMethod | null);
            firstPage();
          }}
          style={{ flex: '0 1 200px' }}
        />
      </Group>
      <DataTable
        label="Suborders"
        columns={columns}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={listEmptyText(
          list,
          filtered ? 'No suborder matches' : 'No suborders yet: orders ready for service are split into suborders from their status tab.',
        )}
        onRowClick={(s) => void navigate(suborderTabHref(s.id))}
        exportList={{ ...subordersExport(filter, `suborders-${status}.csv`), columns }}
      />
    </Stack>
  );
}
