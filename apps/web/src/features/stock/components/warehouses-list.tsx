import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { WarehousesQuery } from '@dme/contract';
import { ACTIVE_CHOICES, DataTable, ListToolbar, listEmptyText, serverListOf, useSearchableList, type ActiveChoice } from '../../../components';
import { warehousesExport, warehousesQueryOptions, type WarehousesListQuery } from '../api/list-warehouses';
import { warehouseTabHref } from '../routes';
import { WAREHOUSE_COLUMNS } from './warehouse-columns';


/** The company's warehouses: paged, sorted and searched by the server; a row opens the warehouse. */
export function WarehousesList() {
  const navigate = useNavigate();
  const view = useSearchableList<ActiveChoice, NonNullable<WarehousesQuery['sortBy']>>('all', 'active');
  const query: WarehousesListQuery = { ...view.page, ...view.sort, ...view.filters };
  const list = useQuery(warehousesQueryOptions(query));

  return (
    <>
      <ListToolbar
        list={view}
        searchLabel="Search warehouses"
        placeholder="Name, city or ZIP"
        choiceLabel="Status"
        choices={ACTIVE_CHOICES}
      />
      <DataTable
        label="Warehouses"
        columns={WAREHOUSE_COLUMNS}
        {...serverListOf(list)}
        state={view.state}
        onStateChange={view.setState}
        emptyText={listEmptyText(list, view.narrowed ? 'No warehouse matches' : 'No warehouses yet. Add the places that hold your stock.')}
        onRowClick={(warehouse) => void navigate(warehouseTabHref(warehouse.id))}
        exportList={{ ...warehousesExport({ ...view.sort, ...view.filters }, 'warehouses.csv'), columns: WAREHOUSE_COLUMNS }}
      />
    </>
  );
}
