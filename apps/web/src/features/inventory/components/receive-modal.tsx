import { useState } from 'react';
import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { addStorageBody, type AddStorageBody, type InventorySkuDetail } from '@dme/contract';
import { inputOf, Modal, RequiredLabel, Textarea, textField, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useReceiveUnits } from '../api/storage-actions';
import { inventoryFormSchema, serialFieldNames, serialLines } from './form-values';
import { ModalFooter } from '../../../components/modal';
import { WarehouseSelect } from './warehouse-select';

type ReceiveValues = {
  warehouse_id: number | null;
  quantity: number | string;
  serials: string;
  bin: string;
  reason: string;
};

/** The request: a serialised SKU receives the units it names, one serial number per line, so its count is theirs. */
function receiveBody(values: ReceiveValues, serialized: boolean): AddStorageBody {
  const serials = serialLines(values.serials);
  return {
    warehouse_id: values.warehouse_id ?? 0,
    quantity: serialized ? serials.length : Number(values.quantity),
    ...(serialized ? { serials } : {}),
    ...(values.bin.trim() ? { bin: values.bin.trim() } : {}),
    ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
  };
}

function ReceiveForm({ sku, warehouseId, onClose }: { sku: InventorySkuDetail; warehouseId: number | null; onClose: () => void }) {
  const receive = useReceiveUnits(sku.id);
  const names = serialFieldNames('serials', sku.serialized);
  const form = useAppForm<ReceiveValues>({
    initialValues: { warehouse_id: warehouseId, quantity: 1, serials: '', bin: '', reason: '' },
    schema: inventoryFormSchema<ReceiveValues>(addStorageBody, (values) => receiveBody(values, sku.serialized), {
      names,
      checks: (values) => ({
        ...(values.warehouse_id === null ? { warehouse_id: 'Choose the warehouse the units arrive in.' } : {}),
        ...(sku.serialized && serialLines(values.serials).length === 0
          ? { serials: 'Give the serial number of each unit, one per line.' }
          : {}),
      }),
    }),
    serverNames: names,
  });
  const { values } = form;
  const serials = serialLines(values.serials);
  const shelf = sku.storage.find((s) => s.warehouse.id === values.warehouse_id);

  const submit = form.onSubmit((v) => {
    const body = receiveBody(v, sku.serialized);
    receive.mutate(body, {
      onSuccess: () => {
        notify.success(`${body.quantity} × ${sku.sku} received`);
        onClose();
      },
      onError: form.fail,
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Receive units">
      <Stack gap="md">
        <WarehouseSelect
          label={<RequiredLabel>Warehouse</RequiredLabel>}
          placeholder="Where the units arrive"
          activeOnly
          {...inputOf(form, 'warehouse_id')}
        />
        {sku.serialized ? (
          <Textarea
            label="Serial numbers"
            required
            note={`One per line. ${serials.length} ${serials.length === 1 ? 'unit' : 'units'}.`}
            placeholder={'23161234567\n23161234568'}
            {...textField(form, 'serials')}
            data-autofocus
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        ) : (
          <NumberInput
            label={<RequiredLabel>Quantity</RequiredLabel>}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('quantity')}
            data-autofocus
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Bin"
            placeholder={shelf?.bin || 'e.g. A-3'}
            description={shelf ? 'Leave empty to keep the shelf’s bin.' : undefined}
            {...form.getInputProps('bin')}
            maxLength={40}
          />
          <TextInput label="Reason" placeholder="e.g. delivery from ResMed" {...form.getInputProps('reason')} maxLength={200} />
        </SimpleGrid>
        {shelf && (
          <Text fz="sm" c="dimmed">
            {shelf.warehouse.name} holds {shelf.quantity} now ({shelf.available} free).
          </Text>
        )}
        <ModalFooter error={form.formError} submitLabel="Receive" pending={receive.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

export interface ReceiveModalProps {
  sku: InventorySkuDetail;
  opened: boolean;
  /** The shelf's warehouse when opened from one. */
  warehouseId: number | null;
  onClose: () => void;
}

/** "Receive units": units arriving in a warehouse, with a serial number each for a serialised SKU. */
export function ReceiveModal({ sku, opened, warehouseId, onClose }: ReceiveModalProps) {
  const [round, setRound] = useState(0);
  return (
    <Modal opened={opened} onClose={onClose} title={`Receive ${sku.sku}`} size="md" onExited={() => setRound((n) => n + 1)}>
      <ReceiveForm key={`${round}:${warehouseId}`} sku={sku} warehouseId={warehouseId} onClose={onClose} />
    </Modal>
  );
}
