import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { DistributorsQuery } from '@dme/contract';
import { ACTIVE_CHOICES, DataTable, ListToolbar, listEmptyText, serverListOf, useSearchableList, type ActiveChoice } from '../../../components';
import { distributorsQueryOptions, distributorsExport } from '../api/list-distributors';
import { distributorTabHref } from '../routes';
import { DISTRIBUTOR_COLUMNS } from './distributor-columns';


/** The company's distributors: paged, sorted and searched by the server; a row opens the distributor. */
export function DistributorsList() {
  const navigate = useNavigate();
  const view = useSearchableList<ActiveChoice, NonNullable<DistributorsQuery['sortBy']>>('all', 'active');
  const list = useQuery(distributorsQueryOptions({ ...view.page, ...view.sort, ...view.filters }));

  return (
    <>
      <ListToolbar
        list={view}
        searchLabel="Search distributors"
        placeholder="Name, contact, account or city"
        choiceLabel="Status"
        choices={ACTIVE_CHOICES}
      />
      <DataTable
        label="Distributors"
        columns={DISTRIBUTOR_COLUMNS}
        {...serverListOf(list)}
        state={view.state}
        onStateChange={view.setState}
        emptyText={listEmptyText(list, view.narrowed ? 'No distributor matches' : 'No distributors yet. Add the companies you buy from.')}
        onRowClick={(d) => void navigate(distributorTabHref(d.id))}
        exportList={{ ...distributorsExport({ ...view.sort, ...view.filters }, 'distributors.csv'), columns: DISTRIBUTOR_COLUMNS }}
      />
    </>
  );
}
