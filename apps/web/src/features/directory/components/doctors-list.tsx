import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { VendorDoctorsQuery } from '@dme/contract';
import { DataTable, TABLE, type DataTableState } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { doctorsQueryOptions, doctorsExport, type DoctorsListQuery } from '../api/list-doctors';
import { doctorTabHref } from '../routes';
import { DOCTOR_COLUMNS } from './doctor-columns';

type Verified = 'all' | '1' | '0';

/** The doctors the company works with: paged, sorted and searched by the server; a row opens the doctor. */
export function DoctorsList() {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [verified, setVerified] = useState<Verified>('all');
  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy as VendorDoctorsQuery['sortBy'], sortType: state.sortType } : {};
  const filters = { ...(searched ? { search: searched } : {}), ...(verified !== 'all' ? { verified } : {}) };
  const query: DoctorsListQuery = { page: state.page, rowsPerPage: state.rowsPerPage, ...sort, ...filters };
  const list = useQuery(doctorsQueryOptions(query));
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));

  return (
    <>
      <Group gap="xs" mb="xs" wrap="wrap">
        <TextInput
          type="search"
          placeholder="Name, NPI or practice"
          aria-label="Search doctors"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            firstPage();
          }}
          style={{ flex: '1 1 200px', maxWidth: 320 }}
        />
        <SegmentedControl
          aria-label="Verification"
          size="xs"
          value={verified}
          onChange={(value) => {
            setVerified(value as Verified);
            firstPage();
          }}
          data={[
            { value: 'all', label: 'All' },
            { value: '1', label: 'Verified' },
            { value: '0', label: 'Invited' },
          ]}
        />
      </Group>
      <DataTable
        serverSide
        label="Doctors"
        columns={DOCTOR_COLUMNS}
        rows={list.data?.data ?? []}
        total={list.data?.meta.total ?? 0}
        state={state}
        onStateChange={setState}
        loading={list.isPending || list.isPlaceholderData}
        emptyText={list.isError ? formErrorText(list.error) : searched || verified !== 'all' ? 'No doctor matches' : 'No doctors yet'}
        onRowClick={(doctor) => void navigate(doctorTabHref(doctor.id))}
        exportList={{ ...doctorsExport({ ...sort, ...filters }, 'doctors.csv'), columns: DOCTOR_COLUMNS }}
      />
    </>
  );
}
