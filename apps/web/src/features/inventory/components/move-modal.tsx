import { useState } from 'react';
import { NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { moveStorageBody, type InventorySkuDetail, type MoveStorageBody, type StorageRow } from '@dme/contract';
import { inputOf, Modal, RequiredLabel, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useMoveUnits } from '../api/storage-actions';
import { inventoryFormSchema, serialFieldNames } from './form-values';
import { ModalFooter } from '../../../components/modal';
import { SerialPicker } from './serial-picker';
import { WarehouseSelect } from './warehouse-select';

type MoveValues = {
  warehouse_id: number | null;
  quantity: number | string;
  serials: string[];
  reason: string;
};

/** The request: a serialised SKU moves the units it names, so its count is theirs. */
function moveBody(values: MoveValues, serialized: boolean): MoveStorageBody {
  return {
    warehouse_id: values.warehouse_id ?? 0,
    quantity: serialized ? values.serials.length : Number(values.quantity),
    ...(serialized ? { serials: values.serials } : {}),
    ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
  };
}

function MoveForm({ sku, shelf, onClose }: { sku: InventorySkuDetail; shelf: StorageRow; onClose: () => void }) {
  const move = useMoveUnits();
  const names = serialFieldNames('serials', sku.serialized);
  const form = useAppForm<MoveValues>({
    initialValues: { warehouse_id: null, quantity: 1, serials: [], reason: '' },
    schema: inventoryFormSchema<MoveValues>(moveStorageBody, (values) => moveBody(values, sku.serialized), {
      names,
      checks: (values) => ({
        ...(values.warehouse_id === null ? { warehouse_id: 'Choose the warehouse the units go to.' } : {}),
        ...(sku.serialized && values.serials.length === 0 ? { serials: 'Name the units to move.' } : {}),
      }),
    }),
    serverNames: names,
  });

  const submit = form.onSubmit((values) => {
    const body = moveBody(values, sku.serialized);
    move.mutate(
      { storageId: shelf.id, body },
      {
        onSuccess: () => {
          notify.success(`${body.quantity} × ${sku.sku} moved`);
          onClose();
        },
        onError: form.fail,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Move units">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {shelf.available} of {shelf.quantity} free in {shelf.warehouse.name}.
        </Text>
        <WarehouseSelect
          label={<RequiredLabel>To warehouse</RequiredLabel>}
          placeholder="Where the units go"
          activeOnly
          exclude={[shelf.warehouse.id]}
          {...inputOf(form, 'warehouse_id')}
          data-autofocus
        />
        {sku.serialized ? (
          <SerialPicker skuId={sku.id} warehouseId={shelf.warehouse.id} label="Serial numbers" {...inputOf(form, 'serials')} />
        ) : (
          <NumberInput
            label={<RequiredLabel>Quantity</RequiredLabel>}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('quantity')}
          />
        )}
        <TextInput label="Reason" {...form.getInputProps('reason')} maxLength={200} />
        <ModalFooter error={form.formError} submitLabel="Move" pending={move.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

export interface MoveModalProps {
  sku: InventorySkuDetail;
  shelf: StorageRow | null;
  opened: boolean;
  onClose: () => void;
}

/** "Move": free units (and their serial numbers) to another warehouse; a 409 says how many are free. */
export function MoveModal({ sku, shelf, opened, onClose }: MoveModalProps) {
  const [round, setRound] = useState(0);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={shelf ? `Move ${sku.sku} from ${shelf.warehouse.name}` : `Move ${sku.sku}`}
      size="md"
      onExited={() => setRound((n) => n + 1)}
    >
      {shelf && <MoveForm key={`${round}:${shelf.id}`} sku={sku} shelf={shelf} onClose={onClose} />}
    </Modal>
  );
}
