import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, formatDateTime, type Order } from '@dme/contract';
import { Card, MaskedInput, QuantityInput } from '../../../components';
import { notify } from '../../../lib/notify';
import { useOrderAccess } from '../access';
import type { OrderSide } from '../api/side';
import { useUpdateOrder } from '../api/update-order';
import { AuthorizationCard } from './authorization-card';
import { DetailGrid } from './detail-grid';
import { OfficePicker, SupplierPicker } from './order-pickers';
import { useOrderForm } from './use-order-form';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const signed = (at: string | null) => (at ? formatDateTime(at) : 'Not signed');

function FormError({ text }: { text: string | null }) {
  return text ? (
    <Text role="alert" c="red" fz="sm" mt="sm">
      {text}
    </Text>
  ) : null;
}

/** The doctor prepares the draft: office, supplier, Rx date and refills. */
function DoctorGeneral({ order }: { order: Order }) {
  const access = useOrderAccess('doctor', order);
  const update = useUpdateOrder('doctor', order.id);
  const form = useOrderForm(() => ({
    doctor_location_id: order.doctor_location_id,
    vendor_id: order.vendor_id,
    rx_date: formatDate(order.rx_date),
    refills_total: order.refills_total,
  }));
  const { values, errors, set } = form;
  const save = async () => {
    try {
      await update.mutateAsync({
        ...values,
        vendor_id: values.vendor_id ?? '',
        doctor_location_id: values.doctor_location_id ?? undefined,
      });
      notify.success('The order was saved');
    } catch (error) {
      form.fail(error);
      return false;
    }
  };
  return (
    <Card
      title="Order details"
      onEdit={form.reset}
      onSave={save}
      editContent={
        access.editOrder ? (
          <>
            <Stack gap="sm">
              <OfficePicker
                required
                value={values.doctor_location_id}
                onChange={(id) => set('doctor_location_id', id)}
                error={errors.doctor_location_id}
              />
              <SupplierPicker
                value={values.vendor_id}
                current={order.vendor}
                onChange={(id) => set('vendor_id', id)}
                error={errors.vendor_id}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <MaskedInput
                  mask="date"
                  label="Rx date"
                  value={values.rx_date}
                  onChange={(v) => set('rx_date', v)}
                  error={errors.rx_date}
                />
                <Stack gap={4}>
                  <QuantityInput
                    label="Refills"
                    showLabel
                    min={0}
                    max={12}
                    value={values.refills_total}
                    onChange={(v) => set('refills_total', v)}
                  />
                  {errors.refills_total && (
                    <Text c="red" fz="xs">
                      {errors.refills_total}
                    </Text>
                  )}
                </Stack>
              </SimpleGrid>
            </Stack>
            <FormError text={form.formError} />
          </>
        ) : undefined
      }
    >
      <DetailGrid
        details={[
          { label: 'Doctor location', value: order.doctor_location?.name },
          { label: 'Supplier', value: order.vendor?.name ?? 'Not chosen yet' },
          { label: 'Prescriber', value: order.doctor?.name },
          { label: 'Rx date', value: formatDate(order.rx_date) },
          { label: 'Refills', value: order.refills_total },
          { label: 'Expiration date', value: formatDate(order.expiration_date) },
          { label: 'Prescription signed', value: signed(order.prsc_signed_at) },
          { label: 'Face-to-face signed', value: signed(order.f2f_signed_at) },
          { label: 'Created', value: formatDateTime(order.created_at) },
        ]}
      />
    </Card>
  );
}

/** The supplier's intake data: dates and the no-doctor flag (prior authorisation has its own card). */
function SupplierGeneral({ order }: { order: Order }) {
  const access = useOrderAccess('supplier', order);
  const update = useUpdateOrder('supplier', order.id);
  const form = useOrderForm(() => ({
    rx_date: formatDate(order.rx_date),
    expiration_date: formatDate(order.expiration_date),
    no_doctor: order.no_doctor,
  }));
  const { values, errors, set } = form;
  const save = async () => {
    try {
      await update.mutateAsync(values);
      notify.success('The order was saved');
    } catch (error) {
      form.fail(error);
      return false;
    }
  };
  return (
    <Card
      title="Order details"
      onEdit={form.reset}
      onSave={save}
      editContent={
        access.editOrder ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <MaskedInput mask="date" label="Rx date" value={values.rx_date} onChange={(v) => set('rx_date', v)} error={errors.rx_date} />
              <MaskedInput
                mask="date"
                label="Expiration date"
                value={values.expiration_date}
                onChange={(v) => set('expiration_date', v)}
                error={errors.expiration_date}
              />
              <Checkbox
                label="No doctor (retail order)"
                checked={values.no_doctor}
                onChange={(e) => set('no_doctor', e.currentTarget.checked)}
                error={errors.no_doctor}
              />
            </SimpleGrid>
            <FormError text={form.formError} />
          </>
        ) : undefined
      }
    >
      <DetailGrid
        details={[
          { label: 'Doctor', value: order.no_doctor ? 'No doctor' : order.doctor?.name },
          { label: 'Doctor location', value: order.doctor_location?.name },
          { label: 'Rx date', value: formatDate(order.rx_date) },
          { label: 'Expiration date', value: formatDate(order.expiration_date) },
          { label: 'Refills', value: order.refill_index ? `${order.refill_index} of ${order.refills_total}` : order.refills_total },
          { label: 'Items confirmed', value: yesNo(order.commons_confirmation) },
          { label: 'Prescription signed', value: signed(order.prsc_signed_at) },
          { label: 'Face-to-face signed', value: signed(order.f2f_signed_at) },
        ]}
      />
    </Card>
  );
}

export function GeneralTab({ side, order }: { side: OrderSide; order: Order }) {
  return (
    <Stack maw={1000}>
      {side === 'doctor' ? (
        <DoctorGeneral order={order} />
      ) : (
        <>
          <SupplierGeneral order={order} />
          <AuthorizationCard order={order} />
        </>
      )}
    </Stack>
  );
}
