import { z } from 'zod';
import { createOrderBody, type Order, type Patient } from '@dme/contract';
import { useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useCreateOrder } from '../api/create-order';
import { OfficePicker, PatientPicker, SupplierPicker } from './order-pickers';
import { OrderStartForm, orderStartBody, type OrderStartValues } from './order-start-form';

type CreateOrderValues = OrderStartValues & { doctor_location_id: number | null; vendor_id: number | null };

const bodyOf = (values: CreateOrderValues) => ({
  ...orderStartBody(values),
  doctor_location_id: (values.doctor_location_id ?? undefined) as number,
  ...(values.vendor_id !== null ? { vendor_id: values.vendor_id } : {}),
});

/** Checked as the body it sends: the server's rules and words ("The patient field is required."). */
const createOrderFormSchema = z.preprocess((values) => bodyOf(values as CreateOrderValues), createOrderBody);

export interface CreateOrderFormProps {
  /** Today's office, chosen in advance. */
  defaultLocationId?: number | null;
  /** A patient chosen in advance (the patient screen's "New order"). */
  patient?: Patient | null;
  onCreated: (order: Order) => void;
  onCancel?: () => void;
}

/** "New Order": the patient and the office (required), optionally the supplier, Rx date and refills. */
export function CreateOrderForm({ defaultLocationId = null, patient = null, onCreated, onCancel }: CreateOrderFormProps) {
  const create = useCreateOrder();
  const form = useAppForm<CreateOrderValues>({
    initialValues: { user_id: patient?.id ?? null, doctor_location_id: defaultLocationId, vendor_id: null, rx_date: '', refills_total: 0 },
    schema: createOrderFormSchema,
  });
  const submit = form.onSubmit((values) => {
    form.clearFormError();
    create.mutate(bodyOf(values), {
      onSuccess: (order) => {
        notify.success(`Order #${order.id} was created`);
        onCreated(order);
      },
      onError: form.fail,
    });
  });

  return (
    <OrderStartForm form={form} onSubmit={submit} pending={create.isPending} onCancel={onCancel}>
      <PatientPicker required initial={patient} {...form.getInputProps('user_id')} value={form.values.user_id} />
      <OfficePicker required {...form.getInputProps('doctor_location_id')} value={form.values.doctor_location_id} />
      <SupplierPicker {...form.getInputProps('vendor_id')} value={form.values.vendor_id} />
    </OrderStartForm>
  );
}
