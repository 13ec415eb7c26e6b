import { Checkbox, NumberInput, Stack, Table, Text } from '@mantine/core';
import type { OrderItem, StockSkuSummary } from '@dme/contract';
import type { AppForm } from '../../../components';
import { MoneyInput } from './money-input';
import { SkuPicker } from './selects';

/** One line of the patient order and what to buy for it. */
export interface RequestLine {
  item: OrderItem;
  include: boolean;
  sku: StockSkuSummary | null;
  quantity: number | string;
  /** Dollars; '' leaves the price to the distributor's list (else the SKU's unit cost). */
  price: number | string;
}

/** Lines of the order worth buying for: live ones; a line covered by reserved units or already on order starts unticked. */
export function requestLinesOf(items: readonly OrderItem[]): RequestLine[] {
  return items
    .filter((item) => !item.archived_at)
    .map((item) => {
      const missing = item.quantity - (item.stock?.reserved ?? 0);
      return { item, include: missing > 0 && !item.stock?.on_order, sku: null, quantity: Math.max(1, missing), price: '' };
    });
}

function stockNote(item: OrderItem): string {
  const parts = [`${item.quantity} ordered`];
  if (item.sku) parts.push(`SKU ${item.sku}`);
  if (item.stock) parts.push(`${item.stock.reserved} reserved in ${item.stock.warehouse.name}`);
  if (item.stock?.on_order) parts.push('already on a distribution order');
  return parts.join(' · ');
}

/** A form whose `lines` are chosen here: each line's fields by their paths (`lines.2.sku`), with their errors. */
export type RequestLinesForm = Pick<AppForm<{ lines: RequestLine[] }>, 'values' | 'errors' | 'getInputProps' | 'setFieldValue'>;

/** The patient order's lines: which to buy for, the SKU (of the same catalogue item), quantity and price. */
export function RequestLines({ form }: { form: RequestLinesForm }) {
  const { lines } = form.values;
  const errorOf = (index: number, field: keyof RequestLine) => form.errors[`lines.${index}.${field}`] as string | undefined;
  if (lines.length === 0)
    return (
      <Text fz="sm" c="dimmed" ta="center" py="lg">
        This order has no lines to buy for.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label="Lines to buy for" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} />
            <Table.Th>Order line</Table.Th>
            <Table.Th w={260}>SKU</Table.Th>
            <Table.Th w={110}>Quantity</Table.Th>
            <Table.Th w={130}>Unit price</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            return (
              <Table.Tr key={line.item.id} style={{ opacity: line.include ? 1 : 0.6 }}>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Checkbox
                    mt={8}
                    aria-label={`Buy for ${line.item.name}`}
                    {...form.getInputProps(`lines.${index}.include`, { type: 'checkbox' })}
                  />
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Stack gap={0}>
                    <Text fz="sm" fw={600}>
                      {line.item.name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {line.item.hcpcs} · {stockNote(line.item)}
                    </Text>
                    {errorOf(index, 'item') && (
                      <Text fz="xs" c="red">
                        {errorOf(index, 'item')}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <SkuPicker
                    aria-label={`SKU for ${line.item.name}`}
                    placeholder="SKU of this item"
                    scope={{ equipment_id: line.item.equipment_id }}
                    value={line.sku}
                    onChange={(sku) => {
                      form.setFieldValue(`lines.${index}.sku`, sku);
                      if (sku) form.setFieldValue(`lines.${index}.include`, true);
                    }}
                    error={errorOf(index, 'sku')}
                    disabled={!line.include}
                  />
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <NumberInput
                    aria-label={`Quantity for ${line.item.name}`}
                    min={1}
                    allowDecimal={false}
                    allowNegative={false}
                    {...form.getInputProps(`lines.${index}.quantity`)}
                    disabled={!line.include}
                  />
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <MoneyInput
                    aria-label={`Unit price for ${line.item.name}`}
                    placeholder="List price"
                    {...form.getInputProps(`lines.${index}.price`)}
                    value={line.price}
                    disabled={!line.include}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
