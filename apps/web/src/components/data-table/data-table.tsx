import { useMemo, useState, type Key } from 'react';
import { ActionIcon, Box, Checkbox, Group, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import { TABLE } from '../defaults';
import { ChevronDownIcon, ChevronUpIcon, DownloadIcon, SortIcon } from '../icons';
import { formErrorText } from '../../lib/http-error';
import { notify } from '../../lib/notify';
import { downloadCsv, toCsv } from './csv';
import { downloadListCsv } from './export-list';
import { notifyTableExport } from './export-listener';
import { DataRow } from './data-row';
import { FilterPanel } from './filter-panel';
import { SettingsPanel } from './settings-panel';
import { TableFooter } from './table-footer';
import { filterRows, nextSort, pageCount, serverPageCount, sortRows } from './table-logic';
import type { DataTableColumn, DataTableProps } from './types';
import { useTableState } from './use-table-state';
import { VirtualRows } from './virtual-rows';
import classes from './data-table.module.css';

function defaultRowKey(row: unknown, index: number): Key {
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The shared table (foundation §4, §9). Client-side: filters, sorts and pages `rows` itself. Server-side
 * (`serverSide`): shows `rows` as the current page of `total` and reports paging, sorting and filters through
 * `onStateChange` / `onFiltersChange` for the next list call.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    rowKey = defaultRowKey,
    serverSide = false,
    sortRequired = false,
    rowsPerPageOptions = TABLE.rowsPerPageOptions,
    paginate = true,
    withIndex = false,
    selectable = false,
    renderExpanded,
    emptyText = TABLE.emptyText,
    loading = false,
    withSettings = true,
    minHeight = TABLE.minHeight,
  } = props;
  const { state, filters, patchState, applyFilters } = useTableState(props);
  const [hidden, setHidden] = useState<Set<string>>(() => new Set(columns.filter((c) => c.hidden).map((c) => c.key)));
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const [ownSelected, setOwnSelected] = useState<Key[]>([]);
  // State, not a ref: the virtualiser's effects run before a parent's ref is attached, and must see the box.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);

  const keyOf = useMemo(() => new Map(rows.map((row, i) => [row, rowKey(row, i)])), [rows, rowKey]);
  const processed = useMemo(
    () => (serverSide ? [...rows] : sortRows(filterRows(rows, columns, filters), columns, state)),
    [serverSide, rows, columns, filters, state],
  );
  const visibleColumns = columns.filter((c) => !hidden.has(c.key));
  const total = serverSide ? (props.total ?? rows.length) : processed.length;
  const rowsPerPage = paginate ? state.rowsPerPage : Math.max(total, 1);
  const capped = serverSide && props.totalCapped === true;
  const pages = serverSide ? serverPageCount(total, rowsPerPage, state.page, capped) : pageCount(total, rowsPerPage);
  const page = Math.min(Math.max(state.page, 1), pages);
  const offset = paginate ? (page - 1) * rowsPerPage : 0;
  const pageRows = serverSide || !paginate ? processed : processed.slice(offset, offset + rowsPerPage);
  const virtual = !serverSide && pageRows.length >= TABLE.virtualizeFrom;
  const colSpan = visibleColumns.length + Number(selectable) + Number(Boolean(renderExpanded)) + Number(withIndex);

  const selected = props.selected ?? ownSelected;
  const setSelected = (keys: Key[]) => {
    if (props.selected === undefined) setOwnSelected(keys);
    props.onSelectedChange?.(
      keys,
      rows.filter((row) => keys.includes(keyOf.get(row)!)),
    );
  };
  const pageKeys = pageRows.map((row) => keyOf.get(row)!);
  const allOnPage = pageKeys.length > 0 && pageKeys.every((k) => selected.includes(k));
  const someOnPage = pageKeys.some((k) => selected.includes(k));
  const toggleKey = (set: (keys: ReadonlySet<Key>) => void, current: Iterable<Key>, key: Key) => {
    const next = new Set(current);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    set(next);
  };

  const sortBy = (column: DataTableColumn<T>) => patchState({ ...nextSort(state, column.key, sortRequired), page: 1 });
  const canExport = Boolean(props.csvFileName || props.onExport || props.exportList);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (props.exportList) {
      setExporting(true);
      try {
        await downloadListCsv(props.exportList, visibleColumns, props.label ?? props.exportList.fileName);
      } catch (error) {
        notify.error(formErrorText(error));
      } finally {
        setExporting(false);
      }
      return;
    }
    const csv = toCsv(visibleColumns, processed);
    if (props.onExport) props.onExport(csv);
    else downloadCsv(props.csvFileName!, csv);
    notifyTableExport({ table: props.label ?? props.csvFileName ?? 'Table', rows: processed.length });
  };
  const hasFilters = columns.some((c) => c.filter);

  const renderRow = (row: T, i: number) => {
    const key = keyOf.get(row)!;
    return (
      <DataRow
        key={key}
        row={row}
        rowKey={key}
        number={offset + i + 1}
        columns={visibleColumns}
        colSpan={colSpan}
        withIndex={withIndex}
        selectable={selectable}
        isSelected={selected.includes(key)}
        onToggleSelected={(k) => toggleKey((s) => setSelected([...s]), selected, k)}
        renderExpanded={renderExpanded}
        isExpanded={expanded.has(key)}
        onToggleExpanded={(k) => toggleKey(setExpanded, expanded, k)}
        onRowClick={props.onRowClick}
        onRowDoubleClick={props.onRowDoubleClick}
        onRowContextMenu={props.onRowContextMenu}
      />
    );
  };

  return (
    <Box>
      {(props.toolbar || withSettings || hasFilters || canExport) && (
        <Group justify="space-between" gap="xs" py={4} wrap="nowrap">
          <Box>{props.toolbar}</Box>
          <Group gap={4} wrap="nowrap">
            {hasFilters && <FilterPanel columns={columns} filters={filters} onApply={applyFilters} />}
            {withSettings && <SettingsPanel columns={columns} hidden={hidden} onHiddenChange={setHidden} />}
            {canExport && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={exporting ? 'Exporting…' : 'Export CSV'}
                title={exporting ? 'Exporting…' : 'Export CSV'}
                loading={exporting}
                onClick={() => void exportCsv()}
              >
                <DownloadIcon />
              </ActionIcon>
            )}
          </Group>
        </Group>
      )}
      <Box
        ref={setScrollBox}
        pos="relative"
        data-testid="data-table-body"
        style={{ minHeight, overflow: 'auto', maxHeight: virtual ? TABLE.virtualMaxHeight : undefined }}
      >
        <Table
          aria-label={props.label}
          aria-busy={loading}
          highlightOnHover
          stickyHeader={virtual}
          verticalSpacing="xs"
          className={classes.table}
        >
          <Table.Thead>
            <Table.Tr>
              {selectable && (
                <Table.Th style={{ width: TABLE.selectWidth }}>
                  <Checkbox
                    aria-label="Select all rows"
                    checked={allOnPage}
                    indeterminate={someOnPage && !allOnPage}
                    disabled={pageKeys.length === 0}
                    color={TABLE.color}
                    onChange={() =>
                      setSelected(allOnPage ? selected.filter((k) => !pageKeys.includes(k)) : [...new Set([...selected, ...pageKeys])])
                    }
                  />
                </Table.Th>
              )}
              {renderExpanded && <Table.Th style={{ width: TABLE.expandWidth }} aria-label="Expand" />}
              {withIndex && <Table.Th style={{ width: TABLE.indexWidth }}>{TABLE.indexSymbol}</Table.Th>}
              {visibleColumns.map((column) => {
                const sorted = state.sortBy === column.key && state.sortType ? state.sortType : null;
                return (
                  <Table.Th
                    key={column.key}
                    style={{ width: column.width }}
                    ta={column.align}
                    visibleFrom={column.visibleFrom}
                    aria-sort={column.sortable ? (sorted ? ariaSort[sorted] : 'none') : undefined}
                  >
                    {column.sortable ? (
                      <UnstyledButton
                        onClick={() => sortBy(column)}
                        fw={700}
                        fz="sm"
                        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                      >
                        {column.title}
                        {sorted === 'asc' ? (
                          <ChevronUpIcon size={14} />
                        ) : sorted === 'desc' ? (
                          <ChevronDownIcon size={14} />
                        ) : (
                          <SortIcon size={14} opacity={0.4} />
                        )}
                      </UnstyledButton>
                    ) : (
                      column.title
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          {virtual ? (
            <VirtualRows
              count={pageRows.length}
              scrollElement={scrollBox}
              colSpan={colSpan}
              renderRow={(i) => renderRow(pageRows[i]!, i)}
            />
          ) : (
            <Table.Tbody>
              {pageRows.map(renderRow)}
              {pageRows.length === 0 && !loading && (
                <Table.Tr>
                  <Table.Td colSpan={colSpan} ta="center">
                    {/* A div: the empty text may be a block (a failure with a way to try again), never inside a <p>. */}
                    <Text component="div" c="dimmed" fz="sm" py="md">
                      {emptyText}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          )}
        </Table>
        {loading && (
          <Box pos="absolute" inset={0} bg="rgba(255,255,255,0.6)" style={{ display: 'grid', placeItems: 'center', zIndex: 2 }}>
            <Loader color={TABLE.color} role="status" aria-label="Loading" />
          </Box>
        )}
      </Box>
      <TableFooter
        page={page}
        pageCount={pages}
        onPageChange={(next) => patchState({ page: next })}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={rowsPerPageOptions}
        onRowsPerPageChange={(next) => patchState({ rowsPerPage: next, page: 1 })}
        total={total}
        totalCapped={capped}
        paginate={paginate}
      />
    </Box>
  );
}
