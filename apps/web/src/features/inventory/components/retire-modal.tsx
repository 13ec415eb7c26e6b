import { useState } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import { updateStorageBody, type InventorySkuDetail, type StorageRow, type UpdateStorageBody } from '@dme/contract';
import { inputOf, Modal, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useUpdateShelf } from '../api/storage-actions';
import { inventoryFormSchema, serialFieldNames } from './form-values';
import { ModalFooter } from '../../../components/modal';
import { SerialPicker } from './serial-picker';

type RetireValues = {
  retire_serials: string[];
  reason: string;
};

const retireBody = (values: RetireValues): UpdateStorageBody => ({
  retire_serials: values.retire_serials,
  ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
});

/** Retired units are named by serial number; a refusal of the shelf's serials (`serials`) shows under them too. */
const RETIRE_NAMES = serialFieldNames('retire_serials', false);

const retireForm = inventoryFormSchema<RetireValues>(updateStorageBody, retireBody, {
  names: RETIRE_NAMES,
  checks: (values): Record<string, string> => (values.retire_serials.length === 0 ? { retire_serials: 'Name the units to retire.' } : {}),
});

function RetireForm({ sku, shelf, onClose }: { sku: InventorySkuDetail; shelf: StorageRow; onClose: () => void }) {
  const update = useUpdateShelf();
  const form = useAppForm<RetireValues>({
    initialValues: { retire_serials: [], reason: '' },
    schema: retireForm,
    serverNames: RETIRE_NAMES,
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { storageId: shelf.id, body: retireBody(values) },
      {
        onSuccess: () => {
          notify.success(`${values.retire_serials.length} × ${sku.sku} retired`);
          onClose();
        },
        onError: form.fail,
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Retire units">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Retired units leave the stock of {shelf.warehouse.name} for good (damaged, lost, recalled).
        </Text>
        <SerialPicker skuId={sku.id} warehouseId={shelf.warehouse.id} label="Serial numbers" {...inputOf(form, 'retire_serials')} />
        <TextInput label="Reason" placeholder="e.g. damaged in transit" {...form.getInputProps('reason')} maxLength={200} />
        <ModalFooter error={form.formError} submitLabel="Retire" pending={update.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

export interface RetireModalProps {
  sku: InventorySkuDetail;
  shelf: StorageRow | null;
  opened: boolean;
  onClose: () => void;
}

/** "Retire units": serialised units taken out of stock (an adjustment movement). */
export function RetireModal({ sku, shelf, opened, onClose }: RetireModalProps) {
  const [round, setRound] = useState(0);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={shelf ? `Retire ${sku.sku} in ${shelf.warehouse.name}` : `Retire ${sku.sku}`}
      size="md"
      onExited={() => setRound((n) => n + 1)}
    >
      {shelf && <RetireForm key={`${round}:${shelf.id}`} sku={sku} shelf={shelf} onClose={onClose} />}
    </Modal>
  );
}
