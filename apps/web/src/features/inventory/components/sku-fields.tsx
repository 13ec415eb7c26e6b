import type { ReactNode } from 'react';
import { NumberInput, TextInput } from '@mantine/core';
import { z } from 'zod';
import { RequiredLabel, type AppForm } from '../../../components';
import { dollarsToCents, inventoryFormSchema } from './form-values';

/** The SKU's own fields as the forms hold them: the cost in dollars as typed. */
export type SkuTextValues = { sku: string; manufacturer: string; model: string; cost: number | string };

/** The request names the server keys a 422 by, and the form's fields showing them. */
export const SKU_SERVER_NAMES = { equipment_id: 'equipment', unit_cost_cents: 'cost' } as const;

export const COST_NOT_AMOUNT = 'The unit cost must be an amount in dollars.';

/**
 * A SKU form's schema: the body the values make is checked with the call's contract schema, each refusal landing on
 * the field that shows it; a cost that is not an amount is refused in the form's words.
 */
export function skuFormSchema<V extends SkuTextValues>(
  schema: z.ZodType,
  toBody: (values: V) => unknown,
  extra?: (values: V) => Record<string, string>,
) {
  return inventoryFormSchema<V>(schema, toBody, {
    names: SKU_SERVER_NAMES,
    checks: (values) => ({ ...(Number.isNaN(dollarsToCents(values.cost)) ? { cost: COST_NOT_AMOUNT } : {}), ...extra?.(values) }),
  });
}

/** The SKU code, manufacturer, model and unit cost inputs, for each form to lay out its way. */
export function skuInputs(
  form: Pick<AppForm<SkuTextValues>, 'getInputProps'>,
  skuDescription?: string,
): Record<keyof SkuTextValues, ReactNode> {
  return {
    sku: (
      <TextInput label={<RequiredLabel>SKU</RequiredLabel>} description={skuDescription} maxLength={64} {...form.getInputProps('sku')} />
    ),
    manufacturer: <TextInput label="Manufacturer" maxLength={120} {...form.getInputProps('manufacturer')} />,
    model: <TextInput label="Model" maxLength={120} {...form.getInputProps('model')} />,
    cost: (
      <NumberInput
        label="Unit cost"
        prefix="$"
        decimalScale={2}
        thousandSeparator=","
        min={0}
        allowNegative={false}
        {...form.getInputProps('cost')}
      />
    ),
  };
}
