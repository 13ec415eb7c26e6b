import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Order } from '@dme/contract';
import { MaskedInput, QuantityInput } from '../../../components';
import { notify } from '../../../lib/notify';
import { splitServerErrors, type FieldErrors } from '../../auth';
import { useCreateVendorOrder } from '../api/create-vendor-order';
import { PatientPicker } from './order-pickers';

type Field = 'user_id' | 'rx_date' | 'refills_total';
const FIELDS: readonly Field[] = ['user_id', 'rx_date', 'refills_total'];
const MAX_REFILLS = 12;

export interface SupplierCreateOrderFormProps {
  onCreated: (order: Order) => void;
  onCancel?: () => void;
}

/**
 * The supplier's "New Order": one of the company's patients (required), optionally the Rx date and refills. The
 * order starts without a prescriber; the Doctor tab attaches one (a doctor linked to the company and an office).
 */
export function SupplierCreateOrderForm({ onCreated, onCancel }: SupplierCreateOrderFormProps) {
  const create = useCreateVendorOrder();
  const [patientId, setPatientId] = useState<number | null>(null);
  const [rxDate, setRxDate] = useState('');
  const [refills, setRefills] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const order = await create.mutateAsync({
        user_id: (patientId ?? undefined) as number,
        ...(rxDate ? { rx_date: rxDate } : {}),
        refills_total: refills,
      });
      notify.success(`Order #${order.id} was created`);
      onCreated(order);
    } catch (error) {
      const split = splitServerErrors(error, FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} maw={760}>
      <form onSubmit={submit} noValidate aria-label="New order">
        <Stack gap="md">
          <PatientPicker
            side="supplier"
            required
            value={patientId}
            onChange={(id) => {
              setPatientId(id);
              setErrors((e) => ({ ...e, user_id: undefined }));
            }}
            error={errors.user_id}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <MaskedInput mask="date" label="Rx date" value={rxDate} onChange={setRxDate} error={errors.rx_date} />
            <Stack gap={4}>
              <QuantityInput label="Refills" showLabel min={0} max={MAX_REFILLS} value={refills} onChange={setRefills} />
              {errors.refills_total && (
                <Text c="red" fz="xs">
                  {errors.refills_total}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            The order starts without a prescriber: attach the doctor and office on its Doctor tab.
          </Text>
          {formError && (
            <Text role="alert" c="red" fz="sm">
              {formError}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={create.isPending}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={create.isPending}>
              Create order
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
