import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Alert, Button, Group, Paper, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatCents, type Distributor, type DistributorProduct, type DistributorProductsQuery } from '@dme/contract';
import { DataTable, TABLE, useConfirm, type DataTableColumn, type DataTableState, listEmptyText, serverListOf } from '../../../components';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useDeleteDistributorProduct } from '../api/delete-distributor-product';
import { distributorProductsQueryOptions, distributorProductsExport } from '../api/list-distributor-products';
import { ProductModal } from './product-modal';
import { SkuCell, skuDescription } from './sku-cell';

const baseColumns: DataTableColumn<DistributorProduct>[] = [
  { key: 'sku', exportAs: { path: 'sku.sku' }, title: 'SKU', sortable: true, render: (p) => <SkuCell sku={p.sku} />, csv: (p) => p.sku.sku },
  { key: 'description', exportAs: { path: ['sku.manufacturer', 'sku.model'] }, title: 'Description', hidden: true, value: (p) => skuDescription(p.sku) },
  {
    key: 'item_number',
    title: 'Item #',
    sortable: true,
    render: (p) => <Text fz="sm">{p.item_number || '—'}</Text>,
    csv: (p) => p.item_number,
  },
  {
    key: 'price_cents',
    exportAs: { format: 'cents' },
    title: 'Price',
    sortable: true,
    align: 'right',
    render: (p) => <Text fz="sm">{formatCents(p.price_cents)}</Text>,
    csv: (p) => (p.price_cents / 100).toFixed(2),
  },
];

/** The distributor's price list: its item number and price for each of the company's SKUs it sells. */
export function DistributorProductsTab({ distributor }: { distributor: Distributor }) {
  const confirm = useConfirm();
  const remove = useDeleteDistributorProduct(distributor.id);
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  // The product stays set while the modal fades out, so its title and fields do not jump.
  const [editing, setEditing] = useState<{ opened: boolean; product: DistributorProduct | null }>({ opened: false, product: null });
  const edit = (product: DistributorProduct | null) => setEditing({ opened: true, product });
  const [removeError, setRemoveError] = useState<string | null>(null);
  const sort =
    state.sortBy && state.sortType ? { sortBy: state.sortBy as DistributorProductsQuery['sortBy'], sortType: state.sortType } : {};
  const filters = searched ? { search: searched } : {};
  const list = useQuery(
    distributorProductsQueryOptions(distributor.id, { page: state.page, rowsPerPage: state.rowsPerPage, ...sort, ...filters }),
  );

  const removeProduct = async (product: DistributorProduct) => {
    setRemoveError(null);
    if (!(await confirm({ text: `Take ${product.sku.sku} off ${distributor.name}’s price list?`, confirmLabel: 'Remove', color: 'red' })))
      return;
    try {
      await remove.mutateAsync(product.id);
      notify.success(`${product.sku.sku} was removed from the price list`);
    } catch (error) {
      setRemoveError(formErrorText(error));
    }
  };

  const columns: DataTableColumn<DistributorProduct>[] = [
    ...baseColumns,
    {
      key: 'actions',
      title: '',
      align: 'right',
      csv: false,
      render: (p) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="compact-sm" variant="subtle" onClick={() => edit(p)} aria-label={`Edit ${p.sku.sku}`}>
            Edit
          </Button>
          <Tooltip label="Remove">
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${p.sku.sku}`} onClick={() => void removeProduct(p)}>
              <TrashIcon />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      {removeError && (
        <Alert color="red" variant="light" role="alert" mb="sm" withCloseButton onClose={() => setRemoveError(null)}>
          {removeError}
        </Alert>
      )}
      <Group gap="xs" mb="xs" justify="space-between" wrap="wrap">
        <TextInput
          type="search"
          placeholder="Item #, SKU, maker, model or HCPCS"
          aria-label="Search products"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setState((s) => ({ ...s, page: 1 }));
          }}
          style={{ flex: '1 1 200px', maxWidth: 340 }}
        />
        <Button leftSection={<PlusIcon />} onClick={() => edit(null)}>
          Add product
        </Button>
      </Group>
      <DataTable
        label="Products"
        columns={columns}
        {...serverListOf(list)}
        state={state}
        onStateChange={setState}
        emptyText={listEmptyText(list, searched ? 'No product matches' : 'No products yet. Add the SKUs this distributor sells you.')}
        exportList={{ ...distributorProductsExport(distributor.id, { ...sort, ...filters }, `${distributor.name} price list.csv`), columns: baseColumns }}
      />
      <ProductModal
        distributorId={distributor.id}
        opened={editing.opened}
        product={editing.product}
        onClose={() => setEditing((current) => ({ ...current, opened: false }))}
      />
    </Paper>
  );
}
