import { Autocomplete, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { itemSerialBody, SERIAL_STATE_LABELS, setSkuBody, type OrderItem } from '@dme/contract';
import { Modal, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { usePermission, type StockAccess } from '../access';
import { useSetSerial, useSetSku } from '../api/item-stock';
import { useShelfSerials, useSkuOptions, useSkuShelves } from '../api/item-stock-options';

/** The two calls' rules on one form: the SKU is checked when set (empty leaves the line's as it is), the serial always. */
const stockFormSchema = z.object({
  sku: z.union([z.literal(''), setSkuBody.shape.sku]),
  serial: itemSerialBody.shape.serial,
});

interface StockFormProps {
  item: OrderItem;
  access: StockAccess;
  onClose: () => void;
}

function StockForm({ item, access, onClose }: StockFormProps) {
  const setSku = useSetSku(item.order_id);
  const setSerial = useSetSerial(item.order_id);
  const form = useAppForm({
    initialValues: { sku: item.sku ?? '', serial: item.serial ?? '', warehouse_id: item.stock ? String(item.stock.warehouse.id) : '' },
    schema: stockFormSchema,
  });
  const { values } = form;
  const busy = setSku.isPending || setSerial.isPending;
  const sku = values.sku.trim();
  const warehouseId = values.warehouse_id ? Number(values.warehouse_id) : undefined;
  const skuChanged =
    access.sku === null &&
    (sku !== (item.sku ?? '') || (item.stock !== null && item.stock !== undefined && warehouseId !== item.stock.warehouse.id));

  // With the stock key the fields offer the company's SKUs of this item, their free units and the units on the shelf.
  const browse = usePermission()('stock');
  const skus = useSkuOptions(item.equipment_id, browse).data ?? [];
  const chosen = skus.find((k) => k.sku.toLowerCase() === sku.toLowerCase());
  const shelves = useSkuShelves(chosen?.id, browse).data ?? [];
  const shelfWarehouse = warehouseId ?? (item.stock && chosen?.id === item.stock.sku_id ? item.stock.warehouse.id : undefined);
  const units = useShelfSerials(chosen?.serialized ? chosen.id : undefined, shelfWarehouse, browse).data ?? [];

  // The serial number belongs to the unit of the old SKU: it leaves the form with it, unless typed again.
  const changeSku = (next: string) => {
    form.setFieldValue('sku', next);
    if (item.serial && next.trim() !== (item.sku ?? '') && values.serial === item.serial) form.setFieldValue('serial', '');
  };

  const save = async () => {
    form.clearFormError();
    if (form.validate().hasErrors) return;
    try {
      let line = item;
      if (skuChanged) line = await setSku.mutateAsync({ commonId: item.id, sku, warehouseId });
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
      <Autocomplete
        label="SKU"
        description={access.sku ?? (item.serial ? 'A new SKU is other stock: its serial number is entered again.' : undefined)}
        {...form.getInputProps('sku')}
        onChange={changeSku}
        data={skus.map((k) => ({ value: k.sku, label: `${k.sku} · ${k.manufacturer} ${k.model} · ${k.available} free` }))}
        disabled={access.sku !== null}
        maxLength={64}
        data-autofocus
      />
      {browse && chosen && (
        <Select
          label="Warehouse"
          description="Where the units are reserved. Default: the order's warehouse, else the one with the most free units."
          placeholder="Default"
          clearable
          {...form.getInputProps('warehouse_id')}
          value={values.warehouse_id || null}
          onChange={(v) => form.setFieldValue('warehouse_id', v ?? '')}
          data={shelves.map((s) => ({
            value: String(s.warehouse.id),
            label: `${s.warehouse.name} · ${s.available} free of ${s.quantity}`,
          }))}
          disabled={access.sku !== null}
          nothingFoundMessage="No warehouse holds this SKU"
        />
      )}
      <Autocomplete
        label="Serial number"
        description={access.serial ?? (chosen?.serialized ? 'A unit of this SKU in stock in the warehouse.' : 'Leave empty for none.')}
        {...form.getInputProps('serial')}
        data={units.map((u) => u.serial)}
        disabled={access.serial !== null}
        maxLength={64}
      />
      {item.stock && (
        <Group gap="xs">
          <Text fz="sm" c="dimmed">
            Now: {item.stock.reserved} reserved in {item.stock.warehouse.name}
          </Text>
          {item.stock.serial_state && <Badge variant="light">{SERIAL_STATE_LABELS[item.stock.serial_state]}</Badge>}
        </Group>
      )}
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
