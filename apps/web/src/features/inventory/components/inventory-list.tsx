import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { InventoryQuery } from '@dme/contract';
import { DataTable, Switch, TABLE, type DataTableState, listEmptyText, serverListOf } from '../../../components';
import { inventoryExport, inventoryQueryOptions } from '../api/list-inventory';
import { inventorySkuHref } from '../routes';
import { SKU_COLUMNS, SKU_CSV_COLUMNS } from './sku-columns';
import { WarehouseSelect } from './warehouse-select';

export interface InventoryListProps {
  /** Filters the screen fixes (a warehouse's catalog and OTC tabs): their controls are not shown. */
  fixed?: { warehouse_id?: number; otc?: boolean };
  /** Where a row leads; default the SKU's own screen. */
  rowHref?: (skuId: number) => string;
  label?: string;
}

/** The company's SKUs: paged, sorted and searched by the server; a row opens the SKU. */
export function InventoryList({ fixed = {}, rowHref = inventorySkuHref, label = 'Inventory' }: InventoryListProps = {}) {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [belowPar, setBelowPar] = useState(false);
  const [archived, setArchived] = useState(false);
  const sort = state.sortBy && state.sortType ? { sortBy: state.sortBy as InventoryQuery['sortBy'], sortType: state.sortType } : {};
  const filters = {
    ...(searched ? { search: searched } : {}),
    ...(fixed.warehouse_id !== undefined
      ? { warehouse_id: fixed.warehouse_id }
      : warehouseId !== null
        ? { warehouse_id: warehouseId }
        : {}),
    ...(fixed.otc ? { otc: '1' as const } : {}),
    ...(belowPar ? { below_par: '1' as const } : {}),
    ...(archived ? { archived: '1' as const } : {}),
  };
  const list = useQuery(inventoryQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...sort, ...filters }));
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));
  const filtered = searched !== '' || warehouseId !== null || belowPar || archived;

  const emptyText = listEmptyText(
    list,
    filtered ? (
      'No SKU matches'
    ) : fixed.warehouse_id !== undefined ? (
      'Nothing is stocked here yet. Receive units from a SKU’s screen or through a distribution order.'
    ) : (
      'No SKUs yet. Add the models you stock with “New SKU”.'
    ),
  );

  return (
    <>
      <Group gap="xs" mb="xs" wrap="wrap" align="center">
        <TextInput
          type="search"
          placeholder="SKU, maker, model or HCPCS"
          aria-label="Search SKUs"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            firstPage();
          }}
          style={{ flex: '1 1 200px', maxWidth: 320 }}
        />
        {fixed.warehouse_id === undefined && (
          <WarehouseSelect
            aria-label="Warehouse"
            placeholder="All warehouses"
            clearable
            value={warehouseId}
            onChange={(id) => {
              setWarehouseId(id);
              firstPage();
            }}
            style={{ flex: '1 1 180px', maxWidth: 240 }}
          />
        )}
        <Switch
          label="Below PAR only"
          size="sm"
          checked={belowPar}
          onChange={(checked) => {
            setBelowPar(checked);
            firstPage();
          }}
        />
        <Switch
          label="Archived too"
          size="sm"
          checked={archived}
          onChange={(checked) => {
            setArchived(checked);
            firstPage();
          }}
        />
      </Group>
      <DataTable
        label={label}
        columns={SKU_COLUMNS}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={emptyText}
        onRowClick={(sku) => void navigate(rowHref(sku.id))}
        exportList={{ ...inventoryExport({ ...sort, ...filters }, 'inventory.csv'), columns: SKU_CSV_COLUMNS }}
      />
    </>
  );
}
