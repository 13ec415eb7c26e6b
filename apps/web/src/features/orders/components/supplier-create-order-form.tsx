import { z } from 'zod';
import { Text } from '@mantine/core';
import { vendorCreateOrderBody, type Order } from '@dme/contract';
import { useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useCreateVendorOrder } from '../api/create-vendor-order';
import { PatientPicker } from './order-pickers';
import { OrderStartForm, orderStartBody, type OrderStartValues } from './order-start-form';

/** Checked as the body it sends: the server's rules and words ("The patient field is required."). */
const supplierOrderFormSchema = z.preprocess((values) => orderStartBody(values as OrderStartValues), vendorCreateOrderBody);

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
  const form = useAppForm<OrderStartValues>({
    initialValues: { user_id: null, rx_date: '', refills_total: 0 },
    schema: supplierOrderFormSchema,
  });
  const submit = form.onSubmit((values) => {
    form.clearFormError();
    create.mutate(orderStartBody(values), {
      onSuccess: (order) => {
        notify.success(`Order #${order.id} was created`);
        onCreated(order);
      },
      onError: form.fail,
    });
  });

  return (
    <OrderStartForm
      form={form}
      onSubmit={submit}
      pending={create.isPending}
      onCancel={onCancel}
      note={
        <Text fz="sm" c="dimmed">
          The order starts without a prescriber: attach the doctor and office on its Doctor tab.
        </Text>
      }
    >
      <PatientPicker side="supplier" required {...form.getInputProps('user_id')} value={form.values.user_id} />
    </OrderStartForm>
  );
}
