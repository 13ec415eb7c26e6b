import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatCents, type SupplierCatalogItem } from '@dme/contract';
import { DataTable, MountOnceOpened, Select, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { PlusIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { lazyComponent } from '../../../lib/lazy-component';
import { categoryTreeQueryOptions } from '../api/get-category-tree';
import type { VendorCatalogListQuery } from '../api/keys';
import { vendorCatalogQueryOptions } from '../api/list-vendor-catalog';
import { ItemDetailModal } from './item-detail-modal';
import { RENTAL_OR_PURCHASE_LABELS } from './item-format';

// The dialog's form, and zod which validates it, load when it first opens, not with the list.
const { Component: VendorItemModal } = lazyComponent(() => import('./vendor-item-modal'), 'VendorItemModal');

const SEARCH_DEBOUNCE_MS = 300;
type StatusFilter = 'all' | '1' | '0';

export interface VendorCatalogTableProps {
  /** Where items are added from the catalogue tree. */
  addHref: string;
}

/** The items the supplier company carries: code, name, category, price and state; each can be repriced or paused. */
export function VendorCatalogTable({ addHref }: VendorCatalogTableProps) {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<SupplierCatalogItem | null>(null);
  const [open, setOpen] = useState<SupplierCatalogItem | null>(null);
  const tree = useQuery(categoryTreeQueryOptions());
  const toFirstPage = () => setState((current) => ({ ...current, page: 1 }));

  const query: VendorCatalogListQuery = {
    page: state.page,
    rowsPerPage: state.rowsPerPage,
    ...(categoryId !== null ? { category_id: categoryId } : {}),
    ...(status !== 'all' ? { is_active: status } : {}),
    ...(searched ? { search: searched } : {}),
    ...(state.sortBy && state.sortType ? { sortBy: state.sortBy as VendorCatalogListQuery['sortBy'], sortType: state.sortType } : {}),
  };
  const list = useQuery(vendorCatalogQueryOptions(query));

  const columns: DataTableColumn<SupplierCatalogItem>[] = [
    {
      key: 'hcpcs',
      title: 'HCPCS',
      sortable: true,
      width: 90,
      visibleFrom: 'sm',
      value: (row) => row.equipment.hcpcs,
      render: (row) => (
        <Text size="sm" ff="monospace" fw={600}>
          {row.equipment.hcpcs}
        </Text>
      ),
    },
    {
      key: 'name',
      title: 'Name',
      sortable: true,
      value: (row) => row.equipment.name,
      // On a phone the code, price and state are written under the name instead of in columns of their own.
      render: (row) => (
        <>
          <Text size="sm" miw={180}>
            {row.equipment.name}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            <Text span ff="monospace" fw={600} size="xs">
              {row.equipment.hcpcs}
            </Text>
            {` · ${formatCents(row.price_cents)}${row.is_active ? '' : ' · Inactive'}`}
          </Text>
        </>
      ),
    },
    {
      key: 'category',
      title: 'Category',
      visibleFrom: 'md',
      value: (row) => `${row.equipment.category.name} / ${row.equipment.subcategory.name}`,
      render: (row) => (
        <Text size="sm" miw={140}>
          {row.equipment.subcategory.name}
          <Text span size="xs" c="dimmed" display="block">
            {row.equipment.category.name}
          </Text>
        </Text>
      ),
    },
    {
      key: 'rental_or_purchase',
      title: 'Rental / purchase',
      visibleFrom: 'lg',
      value: (row) => RENTAL_OR_PURCHASE_LABELS[row.equipment.rental_or_purchase],
    },
    {
      key: 'price',
      title: 'Price',
      sortable: true,
      visibleFrom: 'sm',
      align: 'right',
      value: (row) => row.price_cents,
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatCents(row.price_cents)}
        </Text>
      ),
      csv: (row) => formatCents(row.price_cents),
    },
    {
      key: 'is_active',
      title: 'State',
      visibleFrom: 'sm',
      render: (row) => (
        <Badge variant="light" color={row.is_active ? 'green' : 'gray'} style={{ flexShrink: 0, minWidth: 'max-content' }}>
          {row.is_active ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      align: 'right',
      csv: false,
      render: (row) => (
        <Button size="compact-sm" variant="light" aria-label={`Edit ${row.equipment.hcpcs}`} onClick={() => setEditing(row)}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <Group gap="xs" mb="xs" wrap="wrap">
        <Select
          size="xs"
          aria-label="Category"
          placeholder="All categories"
          clearable
          options={(tree.data ?? []).map((c) => ({ id: c.id, title: c.name }))}
          value={categoryId}
          onChange={(id) => {
            setCategoryId(id === null ? null : Number(id));
            toFirstPage();
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <SegmentedControl
          size="xs"
          aria-label="State"
          data={[
            { value: 'all', label: 'All' },
            { value: '1', label: 'Active' },
            { value: '0', label: 'Inactive' },
          ]}
          value={status}
          onChange={(value) => {
            setStatus(value as StatusFilter);
            toFirstPage();
          }}
        />
      </Group>
      <DataTable
        label="My catalog"
        columns={columns}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={
          list.isError
            ? formErrorText(list.error)
            : searched || categoryId !== null || status !== 'all'
              ? 'No items match the filters.'
              : 'Your catalog is empty. Add the items you supply.'
        }
        onRowClick={(row) => setOpen(row)}
        toolbar={
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={addHref} size="xs" leftSection={<PlusIcon />}>
              Add items
            </Button>
            <TextInput
              type="search"
              size="xs"
              placeholder="Search by HCPCS or name"
              aria-label="Search my catalog"
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                toFirstPage();
              }}
              w={{ base: 130, sm: 240 }}
            />
          </Group>
        }
      />
      <MountOnceOpened opened={editing !== null}>
        <VendorItemModal item={editing?.equipment ?? null} carried={editing} onClose={() => setEditing(null)} />
      </MountOnceOpened>
      <ItemDetailModal
        item={open?.equipment ?? null}
        onClose={() => setOpen(null)}
        actions={() => (
          <Button
            onClick={() => {
              setEditing(open);
              setOpen(null);
            }}
          >
            Edit price and state
          </Button>
        )}
      />
    </>
  );
}
