import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { VendorDoctorsQuery } from '@dme/contract';
import { DataTable, ListToolbar, listEmptyText, useSearchableList, serverListOf } from '../../../components';
import { doctorsQueryOptions, doctorsExport, type DoctorsListQuery } from '../api/list-doctors';
import { doctorTabHref } from '../routes';
import { DOCTOR_COLUMNS } from './doctor-columns';

type Verified = 'all' | '1' | '0';

/** The doctors the company works with: paged, sorted and searched by the server; a row opens the doctor. */
export function DoctorsList() {
  const navigate = useNavigate();
  const view = useSearchableList<Verified, NonNullable<VendorDoctorsQuery['sortBy']>>('all', 'verified');
  const query: DoctorsListQuery = { ...view.page, ...view.sort, ...view.filters };
  const list = useQuery(doctorsQueryOptions(query));

  return (
    <>
      <ListToolbar
        list={view}
        searchLabel="Search doctors"
        placeholder="Name, NPI or practice"
        choiceLabel="Verification"
        choices={[
          { value: 'all', label: 'All' },
          { value: '1', label: 'Verified' },
          { value: '0', label: 'Invited' },
        ]}
      />
      <DataTable
        label="Doctors"
        columns={DOCTOR_COLUMNS}
        {...serverListOf(list)}
        state={view.state}
        onStateChange={view.setState}
        emptyText={listEmptyText(list, view.narrowed ? 'No doctor matches' : 'No doctors yet')}
        onRowClick={(doctor) => void navigate(doctorTabHref(doctor.id))}
        exportList={{ ...doctorsExport({ ...view.sort, ...view.filters }, 'doctors.csv'), columns: DOCTOR_COLUMNS }}
      />
    </>
  );
}
