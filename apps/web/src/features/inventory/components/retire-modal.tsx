import { useState, type FormEvent } from 'react';
import { Stack, Text, TextInput } from '@mantine/core';
import type { InventorySkuDetail, StorageRow } from '@dme/contract';
import { Modal } from '../../../components';
import { notify } from '../../../lib/notify';
import { useUpdateShelf } from '../api/storage-actions';
import { useStockForm } from './form-values';
import { ModalFooter } from '../../../components/modal';
import { SerialPicker } from './serial-picker';

interface RetireValues {
  retire_serials: string[];
  reason: string;
}

function RetireForm({ sku, shelf, onClose }: { sku: InventorySkuDetail; shelf: StorageRow; onClose: () => void }) {
  const update = useUpdateShelf();
  const form = useStockForm<RetireValues>({ retire_serials: [], reason: '' }, ['retire_serials', 'reason', 'serials'], {
    serials: 'retire_serials',
  });
  const { values, errors, set } = form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.retire_serials.length === 0) return form.invalid({ retire_serials: 'Name the units to retire.' });
    form.clear();
    try {
      await update.mutateAsync({
        storageId: shelf.id,
        body: { retire_serials: values.retire_serials, ...(values.reason.trim() ? { reason: values.reason.trim() } : {}) },
      });
      notify.success(`${values.retire_serials.length} × ${sku.sku} retired`);
      onClose();
    } catch (error) {
      form.fail(error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Retire units">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Retired units leave the stock of {shelf.warehouse.name} for good (damaged, lost, recalled).
        </Text>
        <SerialPicker
          skuId={sku.id}
          warehouseId={shelf.warehouse.id}
          label="Serial numbers"
          value={values.retire_serials}
          onChange={(serials) => set('retire_serials', serials)}
          error={errors.retire_serials}
        />
        <TextInput
          label="Reason"
          placeholder="e.g. damaged in transit"
          value={values.reason}
          onChange={(event) => set('reason', event.currentTarget.value)}
          error={errors.reason}
          maxLength={200}
        />
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
