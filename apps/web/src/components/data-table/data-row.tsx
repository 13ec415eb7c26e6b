import type { Key, KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { ActionIcon, Checkbox, Table } from '@mantine/core';
import { BOOLEAN_TOGGLE_LABELS, TABLE } from '../defaults';
import { ChevronDownIcon, ChevronRightIcon } from '../icons';
import { cellValue } from './table-logic';
import type { DataTableColumn, RowHandler, RowMouseHandler } from './types';

export interface DataRowProps<T> {
  row: T;
  rowKey: Key;
  /** 1-based number over all pages, for the '#' column and labels. */
  number: number;
  columns: ReadonlyArray<DataTableColumn<T>>;
  colSpan: number;
  withIndex: boolean;
  selectable: boolean;
  isSelected: boolean;
  onToggleSelected: (key: Key) => void;
  renderExpanded?: (row: T) => ReactNode;
  isExpanded: boolean;
  onToggleExpanded: (key: Key) => void;
  onRowClick?: RowHandler<T>;
  onRowDoubleClick?: RowMouseHandler<T>;
  onRowContextMenu?: RowMouseHandler<T>;
}

/** Clicks on a control inside a row (checkbox, expand button, a link or button in a cell) are not row clicks. */
function fromControl(event: SyntheticEvent<HTMLTableRowElement>): boolean {
  const target = event.target as Element;
  const control = target.closest('button, a, input, select, textarea, label, [role="button"], [role="checkbox"]');
  return control !== null && event.currentTarget.contains(control);
}

function display(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? BOOLEAN_TOGGLE_LABELS.yes : BOOLEAN_TOGGLE_LABELS.no;
  return String(value);
}

/** One data row, followed by its expanded content when open. */
export function DataRow<T>(props: DataRowProps<T>) {
  const { row, rowKey, number, columns, withIndex, selectable, renderExpanded, isExpanded, onRowClick, onRowDoubleClick, onRowContextMenu } = props;
  const click = (event: MouseEvent<HTMLTableRowElement>) => {
    if (onRowClick && !fromControl(event)) onRowClick(row, event);
  };
  const keyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (onRowClick && event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row, event);
  };
  const doubleClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (onRowDoubleClick && !fromControl(event)) onRowDoubleClick(row, event);
  };
  const contextMenu = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!onRowContextMenu) return;
    event.preventDefault();
    onRowContextMenu(row, event);
  };
  return (
    <>
      <Table.Tr
        data-row-key={String(rowKey)}
        aria-selected={selectable ? props.isSelected : undefined}
        tabIndex={onRowClick ? 0 : undefined}
        onClick={click}
        onKeyDown={keyDown}
        onDoubleClick={doubleClick}
        onContextMenu={contextMenu}
        style={onRowClick || onRowDoubleClick ? { cursor: 'pointer' } : undefined}
      >
        {selectable && (
          <Table.Td style={{ width: TABLE.selectWidth }}>
            <Checkbox
              aria-label={`Select row ${number}`}
              checked={props.isSelected}
              onChange={() => props.onToggleSelected(rowKey)}
              color={TABLE.color}
            />
          </Table.Td>
        )}
        {renderExpanded && (
          <Table.Td style={{ width: TABLE.expandWidth }}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={isExpanded ? `Collapse row ${number}` : `Expand row ${number}`}
              aria-expanded={isExpanded}
              onClick={() => props.onToggleExpanded(rowKey)}
            >
              {isExpanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
            </ActionIcon>
          </Table.Td>
        )}
        {withIndex && <Table.Td style={{ width: TABLE.indexWidth }}>{number}</Table.Td>}
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align} visibleFrom={column.visibleFrom}>
            {column.render ? column.render(row, number - 1) : display(cellValue(column, row))}
          </Table.Td>
        ))}
      </Table.Tr>
      {renderExpanded && isExpanded && (
        <Table.Tr data-expanded-for={String(rowKey)}>
          <Table.Td colSpan={props.colSpan}>{renderExpanded(row)}</Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
