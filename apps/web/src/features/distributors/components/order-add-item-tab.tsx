import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { distributionOrderLineInput, type DistributionOrderDetail, type StockSkuSummary } from '@dme/contract';
import { bodySchema, inputOf, RequiredLabel, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useUpdateDistributionOrder } from '../api/update-distribution-order';
import { lineFieldOf, withAdditions } from './draft-lines';
import { dollarsToCents, wholeUnits } from './money';
import { MoneyInput } from './money-input';
import { OrderLinesTable } from './order-lines-table';
import { requestLineOf } from './request-paths';
import { SkuPicker } from './selects';

type AddValues = { sku: StockSkuSummary | null; quantity: number | string; price: number | string };

const EMPTY: AddValues = { sku: null, quantity: 1, price: '' };

/** The new line as the request has it; an empty price is left for the server to fill. */
function lineOf(v: AddValues) {
  const cents = dollarsToCents(v.price);
  return { sku_id: v.sku?.id ?? 0, quantity: wholeUnits(v.quantity), ...(cents !== null ? { unit_price_cents: cents } : {}) };
}

/** The contract's rules for the new line, the SKU's choice in the tab's words. */
const addForm = bodySchema<AddValues>(distributionOrderLineInput, lineOf, lineFieldOf, (v) => ({
  sku: !v.sku && 'Choose the SKU to order.',
}));

/**
 * The refusals of the request's line `at` (the one the SKU went to) land on the fields; another line's, or the
 * order's, show above the button.
 */
const linePathsOf = (at: number) => (path: string) => {
  const line = requestLineOf(path);
  return line?.index === at ? lineFieldOf(line.field) : path;
};

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
  const form = useAppForm<AddValues>({ schema: addForm, initialValues: EMPTY });

  if (order.status !== 'draft') return <NotADraft order={order} />;

  const submit = form.onSubmit((values) => {
    const sku = values.sku!;
    const { quantity, unit_price_cents } = lineOf(values);
    const lines = withAdditions(order, [{ sku, quantity, unit_price_cents }]);
    // The line the SKU went to: a new one, or the one buying it already, which gained the quantity.
    const at = lines.findIndex((l) => l.sku_id === sku.id && !l.order_item_id);
    const already = at < order.lines.length;
    update.mutate(
      { lines },
      {
        onSuccess: () => {
          notify.success(already ? `${sku.sku} was on the order already: ${quantity} more` : `${sku.sku} was added`);
          form.reset();
        },
        onError: (error) => form.failPlaced(error, linePathsOf(at)),
      },
    );
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <form onSubmit={submit} noValidate aria-label="Add item">
          <Stack gap="sm">
            <Title order={2} fz="md">
              Add an item
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <SkuPicker
                label={<RequiredLabel>SKU</RequiredLabel>}
                placeholder="Type a SKU, maker, model or HCPCS"
                {...inputOf(form, 'sku')}
              />
              <NumberInput
                label={<RequiredLabel>Quantity</RequiredLabel>}
                min={1}
                max={100_000}
                allowDecimal={false}
                allowNegative={false}
                {...inputOf(form, 'quantity')}
              />
              <MoneyInput
                label="Unit price"
                placeholder="Distributor’s price"
                description="Empty: the distributor’s price, else the SKU’s cost"
                {...inputOf(form, 'price')}
              />
            </SimpleGrid>
            {form.formError && (
              <Text role="alert" c="red" fz="sm">
                {form.formError}
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
