import { useState, type FormEvent } from 'react';
import { NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { moveStorageBody, type InventorySkuDetail, type MoveStorageBody, type StorageRow } from '@dme/contract';
import { Modal, RequiredLabel } from '../../../components';
import { notify } from '../../../lib/notify';
import { useMoveUnits } from '../api/storage-actions';
import { issuesByField, useStockForm } from './form-values';
import { ModalFooter } from '../../../components/modal';
import { SerialPicker } from './serial-picker';
import { WarehouseSelect } from './warehouse-select';

interface MoveValues {
  warehouse_id: number | null;
  quantity: number | string;
  serials: string[];
  reason: string;
}

const FIELDS = ['warehouse_id', 'quantity', 'serials', 'reason'] as const;

function MoveForm({ sku, shelf, onClose }: { sku: InventorySkuDetail; shelf: StorageRow; onClose: () => void }) {
  const move = useMoveUnits();
  const form = useStockForm<MoveValues>(
    { warehouse_id: null, quantity: 1, serials: [], reason: '' },
    FIELDS,
    sku.serialized ? { quantity: 'serials' } : {},
  );
  const { values, errors, set } = form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: MoveStorageBody = {
      warehouse_id: values.warehouse_id ?? 0,
      quantity: sku.serialized ? values.serials.length : Number(values.quantity),
      ...(sku.serialized ? { serials: values.serials } : {}),
      ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
    };
    const parsed = moveStorageBody.safeParse(body);
    const invalid = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (values.warehouse_id === null) invalid.warehouse_id = 'Choose the warehouse the units go to.';
    if (sku.serialized && values.serials.length === 0) {
      delete invalid.quantity;
      invalid.serials = 'Name the units to move.';
    }
    if (Object.keys(invalid).length > 0) return form.invalid(invalid);
    form.clear();
    try {
      await move.mutateAsync({ storageId: shelf.id, body });
      notify.success(`${body.quantity} × ${sku.sku} moved`);
      onClose();
    } catch (error) {
      form.fail(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Move units">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {shelf.available} of {shelf.quantity} free in {shelf.warehouse.name}.
        </Text>
        <WarehouseSelect
          label={<RequiredLabel>To warehouse</RequiredLabel>}
          placeholder="Where the units go"
          activeOnly
          exclude={[shelf.warehouse.id]}
          value={values.warehouse_id}
          onChange={(id) => set('warehouse_id', id)}
          error={errors.warehouse_id}
          data-autofocus
        />
        {sku.serialized ? (
          <SerialPicker
            skuId={sku.id}
            warehouseId={shelf.warehouse.id}
            label="Serial numbers"
            value={values.serials}
            onChange={(serials) => set('serials', serials)}
            error={errors.serials}
          />
        ) : (
          <NumberInput
            label={<RequiredLabel>Quantity</RequiredLabel>}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={values.quantity}
            onChange={(value) => set('quantity', value)}
            error={errors.quantity}
          />
        )}
        <TextInput
          label="Reason"
          value={values.reason}
          onChange={(event) => set('reason', event.currentTarget.value)}
          error={errors.reason}
          maxLength={200}
        />
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
