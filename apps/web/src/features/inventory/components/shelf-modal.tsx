import { useState } from 'react';
import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { updateStorageBody, type InventorySkuDetail, type StorageRow, type UpdateStorageBody } from '@dme/contract';
import { Modal, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useUpdateShelf } from '../api/storage-actions';
import { inventoryFormSchema } from './form-values';
import { ModalFooter } from '../../../components/modal';

type ShelfValues = {
  quantity: number | string;
  par_level: number | string;
  reorder_quantity: number | string;
  bin: string;
  reason: string;
};

/** Only what changed: an unchanged count makes no adjustment movement. */
function shelfBody(values: ShelfValues, shelf: StorageRow, serialized: boolean): UpdateStorageBody {
  const body: UpdateStorageBody = {};
  const numberOf = (v: number | string) => (v === '' ? Number.NaN : Number(v));
  if (!serialized && numberOf(values.quantity) !== shelf.quantity) body.quantity = numberOf(values.quantity);
  if (numberOf(values.par_level) !== shelf.par_level) body.par_level = numberOf(values.par_level);
  if (numberOf(values.reorder_quantity) !== shelf.reorder_quantity) body.reorder_quantity = numberOf(values.reorder_quantity);
  if (values.bin.trim() !== shelf.bin) body.bin = values.bin.trim();
  if (body.quantity !== undefined && values.reason.trim()) body.reason = values.reason.trim();
  return body;
}

function ShelfForm({ sku, shelf, onClose }: { sku: InventorySkuDetail; shelf: StorageRow; onClose: () => void }) {
  const update = useUpdateShelf();
  const toBody = (values: ShelfValues) => shelfBody(values, shelf, sku.serialized);
  const form = useAppForm<ShelfValues>({
    initialValues: {
      quantity: shelf.quantity,
      par_level: shelf.par_level,
      reorder_quantity: shelf.reorder_quantity,
      bin: shelf.bin,
      reason: '',
    },
    schema: inventoryFormSchema<ShelfValues>(updateStorageBody, toBody),
  });

  const submit = form.onSubmit((values) => {
    const body = toBody(values);
    if (Object.keys(body).length === 0) return onClose();
    update.mutate(
      { storageId: shelf.id, body },
      {
        onSuccess: () => {
          notify.success(`${sku.sku} in ${shelf.warehouse.name} was saved`);
          onClose();
        },
        onError: form.fail,
      },
    );
  });

  const whole = { min: 0, allowDecimal: false, allowNegative: false } as const;
  return (
    <form onSubmit={submit} noValidate aria-label="Count or edit shelf">
      <Stack gap="md">
        {sku.serialized ? (
          <Text fz="sm" c="dimmed">
            {sku.sku} is serialised: its quantity ({shelf.quantity}) follows its serial numbers. Receive or retire units to change it.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="Counted quantity"
              description={shelf.reserved > 0 ? `${shelf.reserved} reserved for orders: not less.` : undefined}
              {...whole}
              {...form.getInputProps('quantity')}
              data-autofocus
            />
            <TextInput
              label="Reason"
              description="Kept with the adjustment."
              placeholder="counted"
              {...form.getInputProps('reason')}
              maxLength={200}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput label="PAR level" {...whole} {...form.getInputProps('par_level')} />
          <NumberInput label="Reorder quantity" {...whole} {...form.getInputProps('reorder_quantity')} />
          <TextInput label="Bin" {...form.getInputProps('bin')} maxLength={40} />
        </SimpleGrid>
        <ModalFooter error={form.formError} submitLabel="Save" pending={update.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

export interface ShelfModalProps {
  sku: InventorySkuDetail;
  /** The shelf acted on; kept while the modal fades out. */
  shelf: StorageRow | null;
  opened: boolean;
  onClose: () => void;
}

/** "Count / edit": a shelf counted again (non-serialised), its PAR level, reorder quantity and bin. */
export function ShelfModal({ sku, shelf, opened, onClose }: ShelfModalProps) {
  const [round, setRound] = useState(0);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={shelf ? `${sku.sku} in ${shelf.warehouse.name}` : sku.sku}
      size="lg"
      onExited={() => setRound((n) => n + 1)}
    >
      {shelf && <ShelfForm key={`${round}:${shelf.id}`} sku={sku} shelf={shelf} onClose={onClose} />}
    </Modal>
  );
}
