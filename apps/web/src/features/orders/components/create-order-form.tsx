import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Order, Patient } from '@dme/contract';
import { MaskedInput, QuantityInput } from '../../../components';
import { notify } from '../../../lib/notify';
import { splitServerErrors, type FieldErrors } from '../../auth';
import { useCreateOrder } from '../api/create-order';
import { OfficePicker, PatientPicker, SupplierPicker } from './order-pickers';

type Field = 'user_id' | 'doctor_location_id' | 'vendor_id' | 'rx_date' | 'refills_total';
const FIELDS: readonly Field[] = ['user_id', 'doctor_location_id', 'vendor_id', 'rx_date', 'refills_total'];
const MAX_REFILLS = 12;

export interface CreateOrderFormProps {
  /** Today's office, chosen in advance. */
  defaultLocationId?: number | null;
  /** A patient chosen in advance (the patient screen's "New order"). */
  patient?: Patient | null;
  onCreated: (order: Order) => void;
  onCancel?: () => void;
}

/** "New Order": the patient and the office (required), optionally the supplier, Rx date and refills; the server checks them. */
export function CreateOrderForm({ defaultLocationId = null, patient = null, onCreated, onCancel }: CreateOrderFormProps) {
  const create = useCreateOrder();
  const [patientId, setPatientId] = useState<number | null>(patient?.id ?? null);
  const [locationId, setLocationId] = useState<number | null>(defaultLocationId);
  const [vendorId, setVendorId] = useState<number | null>(null);
  const [rxDate, setRxDate] = useState('');
  const [refills, setRefills] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const clear = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      const order = await create.mutateAsync({
        // A choice not made is left out, so the server names it ("The patient field is required.").
        user_id: (patientId ?? undefined) as number,
        doctor_location_id: (locationId ?? undefined) as number,
        ...(vendorId !== null ? { vendor_id: vendorId } : {}),
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
            required
            initial={patient}
            value={patientId}
            onChange={(id) => {
              setPatientId(id);
              clear('user_id');
            }}
            error={errors.user_id}
          />
          <OfficePicker
            required
            value={locationId}
            onChange={(id) => {
              setLocationId(id);
              clear('doctor_location_id');
            }}
            error={errors.doctor_location_id}
          />
          <SupplierPicker
            value={vendorId}
            onChange={(id) => {
              setVendorId(id);
              clear('vendor_id');
            }}
            error={errors.vendor_id}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <MaskedInput
              mask="date"
              label="Rx date"
              value={rxDate}
              onChange={(value) => {
                setRxDate(value);
                clear('rx_date');
              }}
              error={errors.rx_date}
            />
            <Stack gap={4}>
              <QuantityInput label="Refills" showLabel min={0} max={MAX_REFILLS} value={refills} onChange={setRefills} />
              {errors.refills_total && (
                <Text c="red" fz="xs">
                  {errors.refills_total}
                </Text>
              )}
            </Stack>
          </SimpleGrid>
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
