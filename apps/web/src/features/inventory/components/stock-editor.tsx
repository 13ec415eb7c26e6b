import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { InventoryDefaultsRow } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { inventoryDefaultsExport, inventoryDefaultsQueryOptions, useSaveInventoryDefaults } from '../api/inventory-defaults';
import { inventorySkuHref } from '../routes';
import { RowErrorsTable } from './defaults-result';
import { EditorCell } from './editor-cell';
import { CELL_OF, originalOf, pendingRows, shownValue, type CellErrors, type EditField, type Edits } from './editor-values';
import { ImportCsvButton } from './import-csv-button';
import { rowErrorsOf, type RowError } from './row-errors';
import { WarehouseSelect } from './warehouse-select';

const CELL_LABELS: Record<EditField, string> = {
  quantity: 'Quantity',
  par_level: 'PAR level',
  reorder_quantity: 'Reorder quantity',
  cost: 'Unit cost',
};

/** The editor's rows as the import reads them back: one file to export, change and import. */
const TEMPLATE_COLUMNS: readonly DataTableColumn<InventoryDefaultsRow>[] = [
  { key: 'sku', title: 'sku' },
  { key: 'warehouse', exportAs: { path: 'warehouse.name' }, title: 'warehouse', value: (r) => r.warehouse.name },
  { key: 'quantity', title: 'quantity' },
  { key: 'par_level', title: 'par_level' },
  { key: 'reorder_quantity', title: 'reorder_quantity' },
  { key: 'unit_cost', exportAs: { path: 'unit_cost_cents', format: 'cents' }, title: 'unit_cost', value: (r) => (r.unit_cost_cents / 100).toFixed(2) },
];

interface SaveRefusal {
  message: string;
  errors: RowError[];
  labels: { sku: string; warehouse: string }[];
}

/**
 * Every shelf's quantity, PAR level, reorder quantity and unit cost in one grid. Changed cells are kept across
 * pages and filters; "Save changes" sends only the shelves that changed, all or none.
 */
export function StockEditor() {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [edits, setEdits] = useState<Edits>(new Map());
  const [cellErrors, setCellErrors] = useState<CellErrors>({});
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const save = useSaveInventoryDefaults();
  // A phone: each shelf's four numbers under their captions in one cell, instead of a grid wider than the screen.
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  const filters = { ...(warehouseId !== null ? { warehouse_id: warehouseId } : {}), ...(searched ? { search: searched } : {}) };
  const list = useQuery(inventoryDefaultsQueryOptions({ page: state.page, rowsPerPage: state.rowsPerPage, ...filters }));
  const pending = pendingRows(edits);
  const firstPage = () => setState((current) => ({ ...current, page: 1 }));

  const setCell = (row: InventoryDefaultsRow, field: EditField, value: number | string) => {
    const next = new Map(edits);
    const edit = next.get(row.storage_id) ?? { row, values: {} };
    next.set(row.storage_id, { row, values: { ...edit.values, [field]: value } });
    setEdits(next);
    if (cellErrors[row.storage_id]?.[field])
      setCellErrors({ ...cellErrors, [row.storage_id]: { ...cellErrors[row.storage_id], [field]: undefined } });
  };

  const discard = () => {
    setEdits(new Map());
    setCellErrors({});
    setRefusal(null);
  };

  const saveAll = async () => {
    setRefusal(null);
    if (Object.keys(pending.invalid).length > 0) return setCellErrors(pending.invalid);
    if (pending.rows.length === 0) return discard();
    try {
      const result = await save.mutateAsync({ rows: pending.rows });
      notify.success(`${result.changes.length} ${result.changes.length === 1 ? 'change' : 'changes'} saved`);
      discard();
    } catch (error) {
      const refused = rowErrorsOf(error);
      const byShelf: Record<number, Partial<Record<EditField | 'row', string>>> = {};
      for (const e of refused.rows) {
        const shelf = pending.shelves[e.index];
        if (shelf === undefined) continue;
        const cell = CELL_OF[e.field] ?? 'row';
        byShelf[shelf] = { ...byShelf[shelf], [cell]: [byShelf[shelf]?.[cell], e.message].filter(Boolean).join(', ') };
      }
      setCellErrors(byShelf);
      setRefusal({ message: refused.message, errors: refused.rows, labels: pending.labels });
    }
  };

  const cell = (field: EditField, captioned = false) => (row: InventoryDefaultsRow) => {
    const value = shownValue(edits, row, field);
    const serialized = field === 'quantity' && row.serialized;
    return (
      <EditorCell
        label={`${CELL_LABELS[field]} of ${row.sku} in ${row.warehouse.name}`}
        value={value}
        changed={value !== originalOf(row, field)}
        error={cellErrors[row.storage_id]?.[field]}
        disabled={serialized}
        title={serialized ? 'Serialised: the quantity follows the serial numbers' : undefined}
        money={field === 'cost'}
        caption={captioned ? CELL_LABELS[field] : undefined}
        onChange={(next) => setCell(row, field, next)}
      />
    );
  };

  const shelfName = (row: InventoryDefaultsRow) => (
    <Stack gap={0}>
      <Anchor component={Link} to={inventorySkuHref(row.sku_id)} fz="sm" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {row.sku}
      </Anchor>
      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {row.warehouse.name}
      </Text>
      {cellErrors[row.storage_id]?.row && (
        <Text fz="xs" c="red" maw={220}>
          {cellErrors[row.storage_id]?.row}
        </Text>
      )}
    </Stack>
  );

  const shelfColumn: DataTableColumn<InventoryDefaultsRow> = { key: 'sku', title: 'SKU · warehouse', value: (row) => `${row.sku} ${row.warehouse.name}`, render: shelfName };
  const columns: DataTableColumn<InventoryDefaultsRow>[] = compact
    ? [
        {
          ...shelfColumn,
          render: (row) => (
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                {shelfName(row)}
                <Text fz="xs" c="dimmed">
                  Reserved {row.reserved}
                </Text>
              </Group>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
                {cell('quantity', true)(row)}
                {cell('par_level', true)(row)}
                {cell('reorder_quantity', true)(row)}
                {cell('cost', true)(row)}
              </SimpleGrid>
            </Stack>
          ),
        },
      ]
    : [
        shelfColumn,
        { key: 'quantity', title: 'Quantity', render: cell('quantity') },
        { key: 'reserved', title: 'Reserved', align: 'right' },
        { key: 'par_level', title: 'PAR level', render: cell('par_level') },
        { key: 'reorder_quantity', title: 'Reorder qty', render: cell('reorder_quantity') },
        { key: 'unit_cost', title: 'Unit cost', render: cell('cost') },
      ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap" style={{ flex: '1 1 320px' }}>
          <TextInput
            type="search"
            aria-label="Search SKUs"
            placeholder="SKU"
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              firstPage();
            }}
            style={{ flex: '1 1 160px', maxWidth: 240 }}
          />
          <WarehouseSelect
            aria-label="Warehouse"
            placeholder="All warehouses"
            clearable
            value={warehouseId}
            onChange={(id) => {
              setWarehouseId(id);
              firstPage();
            }}
            style={{ flex: '1 1 160px', maxWidth: 240 }}
          />
        </Group>
        <Group gap="xs">
          <ImportCsvButton />
          <Button variant="default" onClick={discard} disabled={edits.size === 0 || save.isPending}>
            Discard
          </Button>
          <Button
            onClick={() => void saveAll()}
            loading={save.isPending}
            disabled={pending.rows.length === 0 && Object.keys(pending.invalid).length === 0}
          >
            {pending.rows.length > 0 ? `Save changes (${pending.rows.length})` : 'Save changes'}
          </Button>
        </Group>
      </Group>
      {refusal && (
        <Alert color="red" variant="light" title="Nothing was saved" role="alert" withCloseButton onClose={() => setRefusal(null)}>
          <Stack gap="xs">
            <Text fz="sm">{refusal.message}</Text>
            {refusal.errors.length > 0 && <RowErrorsTable errors={refusal.errors} labels={refusal.labels} />}
          </Stack>
        </Alert>
      )}
      <DataTable
        label="Stock editor"
        rowKey={(row) => row.storage_id}
        columns={columns}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        withSettings={false}
        emptyText={
          list.isError
            ? formErrorText(list.error)
            : Object.keys(filters).length > 0
              ? 'No shelf matches'
              : 'No stock yet. Receive units of a SKU first.'
        }
        exportList={{ ...inventoryDefaultsExport(filters, 'stock-editor.csv'), columns: TEMPLATE_COLUMNS }}
      />
    </Stack>
  );
}
