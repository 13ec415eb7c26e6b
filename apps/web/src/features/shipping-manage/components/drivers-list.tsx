import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListToolbar, listEmptyText, useSearchableList, serverListOf } from '../../../components';
import { driversQueryOptions, driversExport } from '../api/list-drivers';
import { driverHref } from '../routes';
import { DRIVER_COLUMNS } from './driver-columns';

type Active = 'all' | '1' | '0';

/** The company's drivers: paged and searched by the server; a row opens the driver's settings. */
export function DriversList() {
  const navigate = useNavigate();
  const view = useSearchableList<Active>('1', 'active');
  const list = useQuery(driversQueryOptions({ ...view.page, ...view.sort, ...view.filters }));

  return (
    <>
      <ListToolbar
        list={view}
        searchLabel="Search drivers"
        placeholder="Name or login"
        choiceLabel="Status"
        choices={[
          { value: '1', label: 'Active' },
          { value: '0', label: 'Inactive' },
          { value: 'all', label: 'All' },
        ]}
      />
      <DataTable
        label="Drivers"
        columns={DRIVER_COLUMNS}
        {...serverListOf(list)}
        state={view.state}
        onStateChange={view.setState}
        emptyText={listEmptyText(
          list,
          view.narrowed ? 'No driver matches' : 'No drivers yet. Invite staff with the driver role to plan their routes.',
        )}
        onRowClick={(d) => void navigate(driverHref(d.id))}
        exportList={{ ...driversExport({ ...view.sort, ...view.filters }, 'drivers.csv'), columns: DRIVER_COLUMNS }}
      />
    </>
  );
}
