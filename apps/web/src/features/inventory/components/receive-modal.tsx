import { useState, type FormEvent } from 'react';
import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { addStorageBody, type AddStorageBody, type InventorySkuDetail } from '@dme/contract';
import { Modal, RequiredLabel, Textarea } from '../../../components';
import { notify } from '../../../lib/notify';
import { useReceiveUnits } from '../api/storage-actions';
import { issuesByField, serialLines, useStockForm } from './form-values';
import { ModalFooter } from '../../../components/modal';
import { WarehouseSelect } from './warehouse-select';

interface ReceiveValues {
  warehouse_id: number | null;
  quantity: number | string;
  serials: string;
  bin: string;
  reason: string;
}

const FIELDS = ['warehouse_id', 'quantity', 'serials', 'bin', 'reason', 'par_level', 'reorder_quantity'] as const;

function ReceiveForm({ sku, warehouseId, onClose }: { sku: InventorySkuDetail; warehouseId: number | null; onClose: () => void }) {
  const receive = useReceiveUnits(sku.id);
  // A serialised SKU's quantity is its serial numbers: a refusal of the count shows under them.
  const form = useStockForm<ReceiveValues>(
    { warehouse_id: warehouseId, quantity: 1, serials: '', bin: '', reason: '' },
    FIELDS,
    sku.serialized ? { quantity: 'serials' } : {},
  );
  const { values, errors, set } = form;
  const serials = serialLines(values.serials);
  const shelf = sku.storage.find((s) => s.warehouse.id === values.warehouse_id);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: AddStorageBody = {
      warehouse_id: values.warehouse_id ?? 0,
      quantity: sku.serialized ? serials.length : Number(values.quantity),
      ...(sku.serialized ? { serials } : {}),
      ...(values.bin.trim() ? { bin: values.bin.trim() } : {}),
      ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
    };
    const parsed = addStorageBody.safeParse(body);
    const invalid = parsed.success ? {} : issuesByField(parsed.error.issues);
    if (values.warehouse_id === null) invalid.warehouse_id = 'Choose the warehouse the units arrive in.';
    if (sku.serialized && serials.length === 0) {
      delete invalid.quantity;
      invalid.serials = 'Give the serial number of each unit, one per line.';
    }
    if (Object.keys(invalid).length > 0) return form.invalid(invalid);
    form.clear();
    try {
      await receive.mutateAsync(body);
      notify.success(`${body.quantity} × ${sku.sku} received`);
      onClose();
    } catch (error) {
      form.fail(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Receive units">
      <Stack gap="md">
        <WarehouseSelect
          label={<RequiredLabel>Warehouse</RequiredLabel>}
          placeholder="Where the units arrive"
          activeOnly
          value={values.warehouse_id}
          onChange={(id) => set('warehouse_id', id)}
          error={errors.warehouse_id}
        />
        {sku.serialized ? (
          <Textarea
            label="Serial numbers"
            required
            note={`One per line. ${serials.length} ${serials.length === 1 ? 'unit' : 'units'}.`}
            placeholder={'23161234567\n23161234568'}
            value={values.serials}
            onChange={(event) => set('serials', event.currentTarget.value)}
            error={errors.serials}
            data-autofocus
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
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
            data-autofocus
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Bin"
            placeholder={shelf?.bin || 'e.g. A-3'}
            description={shelf ? 'Leave empty to keep the shelf’s bin.' : undefined}
            value={values.bin}
            onChange={(event) => set('bin', event.currentTarget.value)}
            error={errors.bin}
            maxLength={40}
          />
          <TextInput
            label="Reason"
            placeholder="e.g. delivery from ResMed"
            value={values.reason}
            onChange={(event) => set('reason', event.currentTarget.value)}
            error={errors.reason}
            maxLength={200}
          />
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
