import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DistributionOrderDetail, StockSkuSummary } from '@dme/contract';
import { RequiredLabel } from '../../../components';
import { notify } from '../../../lib/notify';
import { useUpdateDistributionOrder } from '../api/update-distribution-order';
import { splitOrderErrors, validateLines, withAdditions } from './draft-lines';
import { dollarsToCents, wholeUnits } from './money';
import { MoneyInput } from './money-input';
import { OrderLinesTable } from './order-lines-table';
import { SkuPicker } from './selects';

type Errors = Partial<Record<'sku_id' | 'quantity' | 'unit_price_cents', string>>;

/** Only a draft takes new lines: what the add tabs say on an order that went out. */
export function NotADraft({ order }: { order: DistributionOrderDetail }) {
  return (
    <Alert color="yellow" variant="light" title="Lines can be added to a draft only">
      Order #{order.id} is {order.status_name.toLowerCase()}: what was sent to {order.distributor.name} stays as it was.
    </Alert>
  );
}

/** `show.add-item`: one SKU to a draft, with its quantity and, optionally, a price other than the distributor's. */
export function OrderAddItemTab({ order }: { order: DistributionOrderDetail }) {
  const update = useUpdateDistributionOrder(order.id);
  const [sku, setSku] = useState<StockSkuSummary | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [price, setPrice] = useState<number | string>('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (order.status !== 'draft') return <NotADraft order={order} />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const cents = dollarsToCents(price);
    const addition = { sku: sku!, quantity: wholeUnits(quantity), ...(cents !== null ? { unit_price_cents: cents } : {}) };
    const invalid: Errors =
      validateLines([{ sku_id: sku?.id ?? 0, quantity: addition.quantity, unit_price_cents: cents ?? undefined }])[0] ?? {};
    if (!sku) invalid.sku_id = 'Choose the SKU to order.';
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    const already = order.lines.some((l) => l.sku.id === sku!.id && l.order_item_id === null);
    try {
      await update.mutateAsync({ lines: withAdditions(order, [addition]) });
      notify.success(already ? `${sku!.sku} was on the order already: ${addition.quantity} more` : `${sku!.sku} was added`);
      setSku(null);
      setQuantity(1);
      setPrice('');
    } catch (error) {
      const split = splitOrderErrors(error);
      // The new line is the last one sent (or the one it merged into); its errors show under the fields.
      const lineErrors = Object.values(split.lines);
      setErrors(lineErrors.at(-1) ?? {});
      setFormError(split.form);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add item">
          <Stack gap="sm">
            <Title order={2} fz="md">
              Add an item
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <SkuPicker
                label={<RequiredLabel>SKU</RequiredLabel>}
                placeholder="Type a SKU, maker, model or HCPCS"
                value={sku}
                onChange={(next) => {
                  setSku(next);
                  setErrors((e) => ({ ...e, sku_id: undefined }));
                }}
                error={errors.sku_id}
              />
              <NumberInput
                label={<RequiredLabel>Quantity</RequiredLabel>}
                min={1}
                max={100_000}
                allowDecimal={false}
                allowNegative={false}
                value={quantity}
                onChange={setQuantity}
                error={errors.quantity}
              />
              <MoneyInput
                label="Unit price"
                placeholder="Distributor’s price"
                description="Empty: the distributor’s price, else the SKU’s cost"
                value={price}
                onChange={setPrice}
                error={errors.unit_price_cents}
              />
            </SimpleGrid>
            {formError && (
              <Text role="alert" c="red" fz="sm">
                {formError}
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                Add to order
              </Button>
            </Group>
          </Stack>
        </form>
        <OrderLinesTable order={order} />
      </Stack>
    </Paper>
  );
}
