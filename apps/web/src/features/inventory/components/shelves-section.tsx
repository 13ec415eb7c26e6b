import { useState } from 'react';
import { Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InventorySkuDetail, StorageRow } from '@dme/contract';
import { DataTable, type DataTableColumn } from '../../../components';
import { ChevronDownIcon, PlusIcon } from '../../../components/icons';
import { BelowParBadge } from './badges';
import { MoveModal } from './move-modal';
import { ReceiveModal } from './receive-modal';
import { RetireModal } from './retire-modal';
import { ShelfModal } from './shelf-modal';

type ActionKind = 'receive' | 'edit' | 'move' | 'retire';
interface Action {
  kind: ActionKind;
  shelf: StorageRow | null;
}

const count = (value: number) => (
  <Text fz="sm" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
    {value}
  </Text>
);

function ShelfActions({ sku, shelf, onAction }: { sku: InventorySkuDetail; shelf: StorageRow; onAction: (action: Action) => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={`Actions for ${shelf.warehouse.name}`}
        >
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction({ kind: 'receive', shelf })}>Receive units</Menu.Item>
        <Menu.Item onClick={() => onAction({ kind: 'edit', shelf })}>
          {sku.serialized ? 'Edit PAR, reorder, bin' : 'Count / edit'}
        </Menu.Item>
        <Menu.Item onClick={() => onAction({ kind: 'move', shelf })} disabled={shelf.available === 0}>
          Move units
        </Menu.Item>
        {sku.serialized && (
          <Menu.Item onClick={() => onAction({ kind: 'retire', shelf })} disabled={shelf.available === 0} color="red">
            Retire units
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The SKU's shelf in each warehouse, with the actions that change its stock (each a modal). */
export function ShelvesSection({ sku }: { sku: InventorySkuDetail }) {
  const [action, setAction] = useState<Action>({ kind: 'receive', shelf: null });
  const [opened, setOpened] = useState(false);
  const open = (next: Action) => {
    setAction(next);
    setOpened(true);
  };
  const close = () => setOpened(false);
  const isOpen = (kind: ActionKind) => opened && action.kind === kind;
  // On a phone the table scrolls sideways: the actions come right after the warehouse, not past the numbers.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  const actions: DataTableColumn<StorageRow> = {
    key: 'actions',
    title: '',
    csv: false,
    render: (s) => <ShelfActions sku={sku} shelf={s} onAction={open} />,
  };
  const columns: DataTableColumn<StorageRow>[] = [
    {
      key: 'warehouse',
      title: 'Warehouse',
      value: (s) => s.warehouse.name,
      render: (s) => (
        <Text fz="sm" fw={600} miw={120}>
          {s.warehouse.name}
        </Text>
      ),
    },
    ...(narrow ? [actions] : []),
    { key: 'quantity', title: 'Quantity', align: 'right', render: (s) => count(s.quantity) },
    { key: 'reserved', title: 'Reserved', align: 'right', render: (s) => count(s.reserved) },
    { key: 'available', title: 'Available', align: 'right', render: (s) => count(s.available) },
    { key: 'par_level', title: 'PAR', align: 'right', render: (s) => count(s.par_level) },
    { key: 'reorder_quantity', title: 'Reorder', align: 'right', render: (s) => count(s.reorder_quantity) },
    { key: 'bin', title: 'Bin', render: (s) => s.bin || '—' },
    { key: 'below_par', title: 'Status', render: (s) => (s.below_par ? <BelowParBadge /> : null), csv: false },
    ...(narrow ? [] : [actions]),
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label="Stock by warehouse">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Stock by warehouse
          </Title>
          <Button size="xs" leftSection={<PlusIcon />} onClick={() => open({ kind: 'receive', shelf: null })}>
            Receive units
          </Button>
        </Group>
        <DataTable
          label="Shelves"
          columns={columns}
          rows={sku.storage}
          paginate={false}
          withSettings={false}
          minHeight={80}
          emptyText="Not in any warehouse yet. Receive units to start."
        />
      </Stack>
      <ReceiveModal sku={sku} opened={isOpen('receive')} warehouseId={action.shelf?.warehouse.id ?? null} onClose={close} />
      <ShelfModal sku={sku} shelf={action.shelf} opened={isOpen('edit')} onClose={close} />
      <MoveModal sku={sku} shelf={action.shelf} opened={isOpen('move')} onClose={close} />
      {sku.serialized && <RetireModal sku={sku} shelf={action.shelf} opened={isOpen('retire')} onClose={close} />}
    </Paper>
  );
}
