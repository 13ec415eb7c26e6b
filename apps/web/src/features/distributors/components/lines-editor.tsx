import type { ReactNode } from 'react';
import { ActionIcon, Group, NumberInput, Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatCents, type StockSkuSummary } from '@dme/contract';
import { TrashIcon } from '../../../components/icons';
import type { DraftLine, LineErrors } from './draft-lines';
import { dollarsToCents } from './money';
import { MoneyInput } from './money-input';
import { SkuPicker } from './selects';
import { SkuCell } from './sku-cell';

export interface LinesEditorProps {
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** Errors by line position (the request's `lines.N.*`). */
  errors?: Record<number, LineErrors>;
  /** The SKU of a line may be changed (a draft's SKU tab); its picker is scoped by `skuScope`. */
  editSku?: boolean;
  skuScope?: (line: DraftLine) => { equipment_id?: number };
  /** Accessible name of the table. */
  label: string;
  /** What an empty price means, shown as the field's placeholder. */
  pricePlaceholder?: (line: DraftLine) => string;
  emptyText?: ReactNode;
  disabled?: boolean;
}

const lineError = (errors: LineErrors | undefined) =>
  errors ? [errors.id, errors.order_item_id].filter(Boolean).join(', ') || null : null;

/** Editable order lines: SKU (optionally), quantity and unit price per line, removal, and the totals. */
export function LinesEditor({
  lines,
  onChange,
  errors = {},
  editSku = false,
  skuScope,
  label,
  pricePlaceholder,
  emptyText,
  disabled,
}: LinesEditorProps) {
  const patch = (index: number, change: Partial<DraftLine>) => onChange(lines.map((l, i) => (i === index ? { ...l, ...change } : l)));
  const remove = (index: number) => onChange(lines.filter((_, i) => i !== index));
  let units = 0;
  let cents = 0;
  for (const l of lines) {
    const quantity = l.quantity === '' ? 0 : Number(l.quantity);
    units += quantity;
    cents += quantity * (dollarsToCents(l.price) ?? 0);
  }

  if (lines.length === 0)
    return (
      <Text fz="sm" c="dimmed" ta="center" py="lg">
        {emptyText ?? 'No lines.'}
      </Text>
    );

  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={680}>
        <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>SKU</Table.Th>
              <Table.Th w={120}>Quantity</Table.Th>
              <Table.Th w={140}>Unit price</Table.Th>
              <Table.Th w={110} style={{ textAlign: 'right' }}>
                Line total
              </Table.Th>
              <Table.Th w={44} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const e = errors[index];
              const quantity = line.quantity === '' ? 0 : Number(line.quantity);
              const price = dollarsToCents(line.price);
              return (
                <Table.Tr key={line.key} data-line={line.sku.sku}>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Stack gap={4}>
                      {editSku ? (
                        <SkuPicker
                          aria-label={`SKU of line ${index + 1}`}
                          value={line.sku}
                          clearable={false}
                          scope={skuScope?.(line)}
                          onChange={(sku: StockSkuSummary | null) =>
                            sku && patch(index, { sku, item_number: sku.id === line.sku.id ? line.item_number : null })
                          }
                          error={e?.sku_id}
                          disabled={disabled}
                          miw={220}
                        />
                      ) : (
                        <SkuCell sku={line.sku} />
                      )}
                      {!editSku && e?.sku_id && (
                        <Text fz="xs" c="red">
                          {e.sku_id}
                        </Text>
                      )}
                      {line.item_number && (
                        <Text fz="xs" c="dimmed">
                          Item # {line.item_number}
                        </Text>
                      )}
                      {line.note}
                      {lineError(e) && (
                        <Text fz="xs" c="red">
                          {lineError(e)}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <NumberInput
                      aria-label={`Quantity of ${line.sku.sku}`}
                      min={1}
                      max={100_000}
                      allowDecimal={false}
                      allowNegative={false}
                      value={line.quantity}
                      onChange={(value) => patch(index, { quantity: value })}
                      error={e?.quantity}
                      disabled={disabled}
                    />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <MoneyInput
                      aria-label={`Unit price of ${line.sku.sku}`}
                      value={line.price}
                      placeholder={pricePlaceholder?.(line)}
                      onChange={(value) => patch(index, { price: value })}
                      error={e?.unit_price_cents}
                      disabled={disabled}
                    />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top', textAlign: 'right' }}>
                    <Text fz="sm" pt={6}>
                      {price === null ? '—' : formatCents(quantity * price)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Tooltip label="Remove line">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={4}
                        aria-label={`Remove ${line.sku.sku}`}
                        onClick={() => remove(index)}
                        disabled={disabled}
                      >
                        <TrashIcon />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" gap="lg" px="xs">
        <Text fz="sm" c="dimmed">
          {lines.length} {lines.length === 1 ? 'line' : 'lines'} · {units} {units === 1 ? 'unit' : 'units'}
        </Text>
        <Text fz="sm" fw={600} data-testid="lines-total">
          Total {formatCents(cents)}
        </Text>
      </Group>
    </Stack>
  );
}
