import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { OfficeStockItem } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { useIsMobile } from '../../../lib/media';
import { formErrorText } from '../../../lib/http-error';
import { officeStockQueryOptions } from '../api/get-office-stock';
import type { OfficeStockListQuery } from '../api/keys';
import { officeStockRowKey, phoneColumns, stockColumns } from './office-stock-columns';

const SEARCH_DEBOUNCE_MS = 300;

export interface OfficeStockTableProps {
  /** Accessible name of the table. */
  label: string;
  categoryId?: number;
  subcategoryId?: number;
  /** A search from outside (already debounced); otherwise the table has its own search box. */
  search?: string;
  /** Shows each item's subcategory (for lists across subcategories). */
  withSubcategory?: boolean;
  /** Row controls (add to order ...), in a last column. */
  actions?: (item: OfficeStockItem) => ReactNode;
  actionsTitle?: string;
}

/** A server-side page of the stock kept at the practice's offices: item, SKU, maker, shelf, supplier and free units. */
export function OfficeStockTable({
  label,
  categoryId,
  subcategoryId,
  search,
  withSubcategory = false,
  actions,
  actionsTitle = 'Actions',
}: OfficeStockTableProps) {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [ownSearch, setOwnSearch] = useState('');
  const [debounced] = useDebouncedValue(ownSearch.trim(), SEARCH_DEBOUNCE_MS);
  const searched = search ?? debounced;
  const query: OfficeStockListQuery = {
    page: state.page,
    rowsPerPage: state.rowsPerPage,
    ...(categoryId !== undefined ? { category_id: categoryId } : {}),
    ...(subcategoryId !== undefined ? { subcategory_id: subcategoryId } : {}),
    ...(searched ? { search: searched } : {}),
  };
  const list = useQuery(officeStockQueryOptions(query));
  const isMobile = useIsMobile();
  const shown = isMobile
    ? phoneColumns(withSubcategory, actions)
    : [
        ...stockColumns(withSubcategory),
        ...(actions
          ? [
              {
                key: 'actions',
                title: actionsTitle,
                align: 'right',
                csv: false,
                render: actions,
              } satisfies DataTableColumn<OfficeStockItem>,
            ]
          : []),
      ];
  let emptyText: ReactNode = 'No free units here at the moment.';
  if (list.isError) emptyText = formErrorText(list.error);
  else if (searched) emptyText = 'No stock matches the search.';

  return (
    <DataTable
      label={label}
      columns={shown}
      rowKey={officeStockRowKey}
      {...serverListOf(list)}
      state={state}
      onStateChange={setState}
      emptyText={emptyText}
      withSettings={!isMobile}
      toolbar={
        search === undefined && (
          <TextInput
            type="search"
            size="xs"
            placeholder="Search by HCPCS, name or SKU"
            aria-label="Search the stock"
            value={ownSearch}
            onChange={(event) => {
              setOwnSearch(event.currentTarget.value);
              setState((current) => ({ ...current, page: 1 }));
            }}
            w={{ base: 170, sm: 260 }}
          />
        )
      }
    />
  );
}
