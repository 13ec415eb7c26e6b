import type { ReactNode } from 'react';
import { ActionIcon, Group, NumberInput, Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatCents, type StockSkuSummary } from '@dme/contract';
import { errorText, type AppForm } from '../../../components';
import { TrashIcon } from '../../../components/icons';
import type { DraftLine } from './draft-lines';
import { dollarsToCents } from './money';
import { MoneyInput } from './money-input';
import { SkuPicker } from './selects';
import { SkuCell } from './sku-cell';

/** A form whose `lines` are edited here: each line's fields by their paths (`lines.2.price`), with their errors. */
export type LinesForm = Pick<AppForm<{ lines: DraftLine[] }>, 'values' | 'errors' | 'getInputProps' | 'setFieldValue' | 'removeListItem'>;

export interface LinesEditorProps {
  form: LinesForm;
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

/** Editable order lines: SKU (optionally), quantity and unit price per line, removal, and the totals. */
export function LinesEditor({ form, editSku = false, skuScope, label, pricePlaceholder, emptyText, disabled }: LinesEditorProps) {
  const { lines } = form.values;
  const errorOf = (index: number, field: keyof DraftLine) => form.errors[`lines.${index}.${field}`] as string | undefined;
  /** What is wrong with a line as a whole (a kept line gone, a patient order line taken): shown under its SKU. */
  const lineError = (index: number) => errorText([errorOf(index, 'id') ?? '', errorOf(index, 'order_item_id') ?? '']);
  let units = 0;
  let cents = 0;
  for (const l of lines) {
    const quantity = l.quantity === '' ? 0 : Number(l.quantity);
    units += quantity;
    cents += quantity * (dollarsToCents(l.price) ?? 0);
  }

  // A refusal of the list itself (too many lines), or of a line's field the editor has no input for.
  const listError = form.errors.lines ? (
    <Text fz="sm" c="red" role="alert">
      {String(form.errors.lines)}
    </Text>
  ) : null;

  if (lines.length === 0)
    return (
      <>
        <Text fz="sm" c="dimmed" ta="center" py="lg">
          {emptyText ?? 'No lines.'}
        </Text>
        {listError}
      </>
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
                          onChange={(sku: StockSkuSummary | null) => {
                            if (!sku) return;
                            form.setFieldValue(`lines.${index}.sku`, sku);
                            // The distributor's item number was the old SKU's.
                            if (sku.id !== line.sku.id) form.setFieldValue(`lines.${index}.item_number`, null);
                          }}
                          error={errorOf(index, 'sku')}
                          disabled={disabled}
                          miw={220}
                        />
                      ) : (
                        <SkuCell sku={line.sku} />
                      )}
                      {!editSku && errorOf(index, 'sku') && (
                        <Text fz="xs" c="red">
                          {errorOf(index, 'sku')}
                        </Text>
                      )}
                      {line.item_number && (
                        <Text fz="xs" c="dimmed">
                          Item # {line.item_number}
                        </Text>
                      )}
                      {line.note && (
                        <Text fz="xs" c="dimmed">
                          {line.note}
                        </Text>
                      )}
                      {lineError(index) && (
                        <Text fz="xs" c="red">
                          {lineError(index)}
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
                      {...form.getInputProps(`lines.${index}.quantity`)}
                      disabled={disabled}
                    />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <MoneyInput
                      aria-label={`Unit price of ${line.sku.sku}`}
                      placeholder={pricePlaceholder?.(line)}
                      {...form.getInputProps(`lines.${index}.price`)}
                      value={line.price}
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
                        onClick={() => form.removeListItem('lines', index)}
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
      {listError}
    </Stack>
  );
}
