import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { MaskedInput, QuantityInput, type AppForm } from '../../../components';

const MAX_REFILLS = 12;

/** What every "New Order" form asks: the patient, the Rx date (as typed) and the refills. */
export type OrderStartValues = {
  user_id: number | null;
  rx_date: string;
  refills_total: number;
};

/** The body part they send: a choice not made is left out, so the server (and the schema) names it. */
export const orderStartBody = ({ user_id, rx_date, refills_total }: OrderStartValues) => ({
  user_id: (user_id ?? undefined) as number,
  ...(rx_date ? { rx_date } : {}),
  refills_total,
});

/** The Rx date (mm/dd/yyyy as typed) and the refills (0 to 12) of a new or a draft order. */
export function RxFields<V extends Pick<OrderStartValues, 'rx_date' | 'refills_total'>>({ form }: { form: AppForm<V> }) {
  const refills = form.getInputProps('refills_total');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <MaskedInput mask="date" label="Rx date" {...form.getInputProps('rx_date')} value={form.values.rx_date} />
      <Stack gap={4}>
        <QuantityInput label="Refills" showLabel min={0} max={MAX_REFILLS} value={form.values.refills_total} onChange={refills.onChange} />
        {refills.error && (
          <Text c="red" fz="xs">
            {refills.error}
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}

export interface OrderStartFormProps<V extends OrderStartValues> {
  form: AppForm<V>;
  onSubmit: ReturnType<AppForm<V>['onSubmit']>;
  pending: boolean;
  onCancel?: () => void;
  /** The pickers above the Rx date (patient, office, supplier). */
  children: ReactNode;
  /** A line under the dates. */
  note?: ReactNode;
}

/** The frame of a "New Order" form: the pickers, Rx date and refills, the form's error, Cancel and Create order. */
export function OrderStartForm<V extends OrderStartValues>({ form, onSubmit, pending, onCancel, children, note }: OrderStartFormProps<V>) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={760}>
      <form onSubmit={onSubmit} noValidate aria-label="New order">
        <Stack gap="md">
          {children}
          <RxFields form={form} />
          {note}
          {form.formError && (
            <Text role="alert" c="red" fz="sm">
              {form.formError}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={pending}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={pending}>
              Create order
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
