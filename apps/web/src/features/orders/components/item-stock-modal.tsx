import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { OrderItem } from '@dme/contract';
import { Modal } from '../../../components';
import { notify } from '../../../lib/notify';
import type { StockAccess } from '../access';
import { useSetSerial, useSetSku } from '../api/item-stock';
import { useOrderForm } from './use-order-form';

interface StockFormProps {
  item: OrderItem;
  access: StockAccess;
  onClose: () => void;
}

function StockForm({ item, access, onClose }: StockFormProps) {
  const setSku = useSetSku(item.order_id);
  const setSerial = useSetSerial(item.order_id);
  const form = useOrderForm(() => ({ sku: item.sku ?? '', serial: item.serial ?? '' }));
  const { values, errors, set } = form;
  const busy = setSku.isPending || setSerial.isPending;
  const sku = values.sku.trim();
  const skuChanged = access.sku === null && sku !== (item.sku ?? '');

  // The serial number belongs to the unit of the old SKU: it leaves the form with it, unless typed again.
  const changeSku = (next: string) => {
    set('sku', next);
    if (item.serial && next.trim() !== (item.sku ?? '') && values.serial === item.serial) set('serial', '');
  };

  const save = async () => {
    try {
      let line = item;
      if (skuChanged) line = await setSku.mutateAsync({ commonId: item.id, sku });
      // A new SKU is other stock: the server cleared the serial, so what the field holds is what the line gets.
      const serial = values.serial.trim();
      if (access.serial === null && serial !== (line.serial ?? '')) await setSerial.mutateAsync({ commonId: item.id, serial });
      notify.success(`${item.hcpcs}: the stock was saved`);
      onClose();
    } catch (error) {
      form.fail(error);
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm">
        {item.hcpcs} · {item.name} · qty {item.quantity}
      </Text>
      <TextInput
        label="SKU"
        description={access.sku ?? (item.serial ? 'A new SKU is other stock: its serial number is entered again.' : undefined)}
        value={values.sku}
        onChange={(e) => changeSku(e.currentTarget.value)}
        error={errors.sku}
        disabled={access.sku !== null}
        maxLength={64}
        data-autofocus
      />
      <TextInput
        label="Serial number"
        description={access.serial ?? 'Leave empty for none.'}
        value={values.serial}
        onChange={(e) => set('serial', e.currentTarget.value)}
        error={errors.serial}
        disabled={access.serial !== null}
        maxLength={64}
      />
      {form.formError && (
        <Text role="alert" c="red" fz="sm">
          {form.formError}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={busy} disabled={access.sku !== null && access.serial !== null}>
          Save stock
        </Button>
      </Group>
    </Stack>
  );
}

/** The supplier's stock on one line: its SKU (`sku replace`) and the serial number of the unit. */
export function ItemStockModal({ item, access, onClose }: { item: OrderItem | null; access: StockAccess; onClose: () => void }) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? `Stock of ${item.hcpcs}` : 'Stock'} size="md">
      {item && <StockForm key={item.id} item={item} access={access} onClose={onClose} />}
    </Modal>
  );
}
