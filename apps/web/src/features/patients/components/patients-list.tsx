import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PatientsQuery } from '@dme/contract';
import { DataTable, MountOnceOpened, TABLE, type DataTableState, serverListOf } from '../../../components';
import { PlusIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { lazyComponent } from '../../../lib/lazy-component';
import { patientsExport, patientsListQueryOptions, type PatientsListQuery } from '../api/list-patients';
import type { PatientSide } from '../api/side';
import { patientTabHref } from '../routes';
import { PATIENT_COLUMNS } from './patient-columns';

// Loaded when "New patient" is first pointed at or pressed: the form and zod, which validates it, are not part of the
// list's load (the list is the screen staff open most; the form, a few times a day).
const { Component: CreatePatientModal, preload: preloadForm } = lazyComponent(() => import('./create-patient-modal'), 'CreatePatientModal');

const SEARCH_DEBOUNCE_MS = 300;

/** The patients of a side: paged, sorted and searched by the server; a row opens the patient. */
export function PatientsList({ side, tagId, toolbar }: { side: PatientSide; tagId?: number; toolbar?: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);
  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy as PatientsQuery['sortBy'], sortType: state.sortType } : {};
  // Supplier side: the app composes the settings feature's tag filter (`tagId`, `toolbar`).
  const tagged = tagId ? { tag_id: tagId } : {};
  const query: PatientsListQuery = {
    page: state.page,
    rowsPerPage: state.rowsPerPage,
    ...sort,
    ...(searched ? { search: searched } : {}),
    ...tagged,
  };
  const list = useQuery(patientsListQueryOptions(side, query));

  return (
    <>
      {/* On a phone the search takes a line of its own; the tag filter and the button go under it. */}
      <Group justify="space-between" gap="xs" wrap="wrap" mb="xs">
        <TextInput
          type="search"
          placeholder="Name, date of birth or member ID"
          aria-label="Search patients"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setState((current) => ({ ...current, page: 1 }));
          }}
          style={{ flex: '1 1 240px', maxWidth: 320, minWidth: 0 }}
        />
        {toolbar}
        <Button
          leftSection={<PlusIcon />}
          onPointerEnter={preloadForm}
          onFocus={preloadForm}
          onClick={() => setCreating(true)}
          style={{ flexShrink: 0 }}
        >
          New patient
        </Button>
      </Group>
      <DataTable
        label="Patients"
        columns={PATIENT_COLUMNS}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={list.isError ? formErrorText(list.error) : searched ? 'No patient matches the search' : undefined}
        onRowClick={(patient) => void navigate(patientTabHref(side, patient.id))}
        exportList={{
          ...patientsExport(side, { ...sort, ...(searched ? { search: searched } : {}), ...tagged }, 'patients.csv'),
          columns: PATIENT_COLUMNS,
        }}
      />
      <MountOnceOpened opened={creating}>
        <CreatePatientModal
          side={side}
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={(patient) => void navigate(patientTabHref(side, patient.id))}
        />
      </MountOnceOpened>
    </>
  );
}
