import { useState, type FormEvent } from 'react';
import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { updateStorageBody, type InventorySkuDetail, type StorageRow, type UpdateStorageBody } from '@dme/contract';
import { Modal } from '../../../components';
import { notify } from '../../../lib/notify';
import { useUpdateShelf } from '../api/storage-actions';
import { issuesByField, useStockForm } from './form-values';
import { ModalFooter } from '../../../components/modal';

interface ShelfValues {
  quantity: number | string;
  par_level: number | string;
  reorder_quantity: number | string;
  bin: string;
  reason: string;
}

const FIELDS = ['quantity', 'par_level', 'reorder_quantity', 'bin', 'reason'] as const;

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
  const form = useStockForm<ShelfValues>(
    { quantity: shelf.quantity, par_level: shelf.par_level, reorder_quantity: shelf.reorder_quantity, bin: shelf.bin, reason: '' },
    FIELDS,
  );
  const { values, errors, set } = form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = shelfBody(values, shelf, sku.serialized);
    if (Object.keys(body).length === 0) return onClose();
    const parsed = updateStorageBody.safeParse(body);
    if (!parsed.success) return form.invalid(issuesByField(parsed.error.issues));
    form.clear();
    try {
      await update.mutateAsync({ storageId: shelf.id, body });
      notify.success(`${sku.sku} in ${shelf.warehouse.name} was saved`);
      onClose();
    } catch (error) {
      form.fail(error);
    }
  };

  const whole = { min: 0, allowDecimal: false, allowNegative: false } as const;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Count or edit shelf">
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
              value={values.quantity}
              onChange={(value) => set('quantity', value)}
              error={errors.quantity}
              data-autofocus
            />
            <TextInput
              label="Reason"
              description="Kept with the adjustment."
              placeholder="counted"
              value={values.reason}
              onChange={(event) => set('reason', event.currentTarget.value)}
              error={errors.reason}
              maxLength={200}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label="PAR level"
            {...whole}
            value={values.par_level}
            onChange={(value) => set('par_level', value)}
            error={errors.par_level}
          />
          <NumberInput
            label="Reorder quantity"
            {...whole}
            value={values.reorder_quantity}
            onChange={(value) => set('reorder_quantity', value)}
            error={errors.reorder_quantity}
          />
          <TextInput
            label="Bin"
            value={values.bin}
            onChange={(event) => set('bin', event.currentTarget.value)}
            error={errors.bin}
            maxLength={40}
          />
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
