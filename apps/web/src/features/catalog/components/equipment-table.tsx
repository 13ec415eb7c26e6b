import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { EquipmentItem } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import type { EquipmentListQuery } from '../api/keys';
import { equipmentItemsQueryOptions } from '../api/list-equipment';
import { refillText, RENTAL_OR_PURCHASE_LABELS } from './item-format';

const SEARCH_DEBOUNCE_MS = 300;

export interface EquipmentTableProps {
  /** Accessible name of the table. */
  label: string;
  categoryId?: number;
  subcategoryId?: number;
  /** A search from outside (already debounced); otherwise the table has its own search box. */
  search?: string;
  /** Shows where each item sits (for lists across subcategories). */
  withSubcategory?: boolean;
  /** Row buttons (add to preset, add to catalog ...), in a last column. */
  actions?: (item: EquipmentItem) => ReactNode;
  /** A row click or Enter on a row: usually opens the item's details. */
  onOpen?: (item: EquipmentItem) => void;
}

const COLUMNS: readonly DataTableColumn<EquipmentItem>[] = [
  {
    key: 'hcpcs',
    title: 'HCPCS',
    sortable: true,
    width: 90,
    render: (item) => (
      <Text size="sm" ff="monospace" fw={600}>
        {item.hcpcs}
      </Text>
    ),
  },
  {
    key: 'name',
    title: 'Name',
    sortable: true,
    render: (item) => (
      <Group gap={6} wrap="nowrap" miw={180}>
        <Text size="sm">{item.name}</Text>
        {item.is_otc && (
          <Badge size="xs" variant="outline" style={{ flexShrink: 0 }}>
            OTC
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'rental_or_purchase',
    title: 'Rental / purchase',
    render: (item) => RENTAL_OR_PURCHASE_LABELS[item.rental_or_purchase],
    csv: (item) => RENTAL_OR_PURCHASE_LABELS[item.rental_or_purchase],
  },
  {
    key: 'refill_months',
    title: 'Refill frequency',
    render: (item) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {refillText(item.refill_months)}
      </Text>
    ),
    csv: (item) => refillText(item.refill_months),
  },
];

const SUBCATEGORY_COLUMN: DataTableColumn<EquipmentItem> = {
  key: 'subcategory',
  title: 'Subcategory',
  value: (item) => item.subcategory.name,
  render: (item) => <Text size="sm">{item.subcategory.name}</Text>,
};

/** A server-side page of catalogue items (HCPCS code, name, rental or purchase, refill frequency), sortable. */
export function EquipmentTable({
  label,
  categoryId,
  subcategoryId,
  search,
  withSubcategory = false,
  actions,
  onOpen,
}: EquipmentTableProps) {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [ownSearch, setOwnSearch] = useState('');
  const [debounced] = useDebouncedValue(ownSearch.trim(), SEARCH_DEBOUNCE_MS);
  const searched = search ?? debounced;
  const query: EquipmentListQuery = {
    page: state.page,
    rowsPerPage: state.rowsPerPage,
    ...(categoryId !== undefined ? { category_id: categoryId } : {}),
    ...(subcategoryId !== undefined ? { subcategory_id: subcategoryId } : {}),
    ...(searched ? { search: searched } : {}),
    ...(state.sortBy && state.sortType ? { sortBy: state.sortBy as EquipmentListQuery['sortBy'], sortType: state.sortType } : {}),
  };
  const list = useQuery(equipmentItemsQueryOptions(query));
  const columns = [
    ...COLUMNS.slice(0, 2),
    ...(withSubcategory ? [SUBCATEGORY_COLUMN] : []),
    ...COLUMNS.slice(2),
    ...(actions
      ? [{ key: 'actions', title: 'Actions', align: 'right', csv: false, render: actions } satisfies DataTableColumn<EquipmentItem>]
      : []),
  ];

  return (
    <DataTable
      label={label}
      columns={columns}
      {...serverListOf(list)}
      state={state}
      onStateChange={setState}
      emptyText={list.isError ? formErrorText(list.error) : searched ? 'No items match the search.' : undefined}
      onRowClick={onOpen ? (item) => onOpen(item) : undefined}
      toolbar={
        search === undefined && (
          <TextInput
            type="search"
            size="xs"
            placeholder="Search by HCPCS or name"
            aria-label="Search items"
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
