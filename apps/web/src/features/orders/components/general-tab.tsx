import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, formatDateTime, PATIENT_PAY_ORDER_TYPE, type Order } from '@dme/contract';
import { Card, MaskedInput } from '../../../components';
import { useOrderAccess } from '../access';
import type { OrderSide } from '../api/side';
import { AuthorizationCard } from './authorization-card';
import { DetailGrid } from './detail-grid';
import { OfficePicker, SupplierPicker } from './order-pickers';
import { PurchaseCard } from './purchase-card';
import { RxFields } from './order-start-form';
import { useOrderCardForm } from './use-order-card';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const signed = (at: string | null) => (at ? formatDateTime(at) : 'Not signed');

function FormError({ text }: { text: string | null }) {
  return text ? (
    <Text role="alert" c="red" fz="sm" mt="sm">
      {text}
    </Text>
  ) : null;
}

const doctorValuesOf = (order: Order) => ({
  doctor_location_id: order.doctor_location_id,
  vendor_id: order.vendor_id,
  rx_date: formatDate(order.rx_date),
  refills_total: order.refills_total,
});
type DoctorValues = ReturnType<typeof doctorValuesOf>;
const doctorBody = (values: DoctorValues) => ({
  ...values,
  vendor_id: values.vendor_id ?? '',
  doctor_location_id: values.doctor_location_id ?? undefined,
});

/** The doctor prepares the draft: office, supplier, Rx date and refills. */
function DoctorGeneral({ order }: { order: Order }) {
  const access = useOrderAccess('doctor', order);
  const { form, cardProps } = useOrderCardForm({
    side: 'doctor',
    order,
    valuesOf: doctorValuesOf,
    bodyOf: doctorBody,
    savedMessage: 'The order was saved',
  });
  const { values } = form;
  return (
    <Card
      title="Order details"
      {...cardProps}
      editContent={
        access.editOrder ? (
          <>
            <Stack gap="sm">
              <OfficePicker required {...form.getInputProps('doctor_location_id')} value={values.doctor_location_id} />
              <SupplierPicker {...form.getInputProps('vendor_id')} value={values.vendor_id} current={order.vendor} />
              <RxFields form={form} />
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

const supplierValuesOf = (order: Order) => ({
  rx_date: formatDate(order.rx_date),
  expiration_date: formatDate(order.expiration_date),
  no_doctor: order.no_doctor,
});
const supplierBody = (values: ReturnType<typeof supplierValuesOf>) => values;

/** The supplier's intake data: dates and the no-doctor flag (prior authorisation has its own card). */
function SupplierGeneral({ order }: { order: Order }) {
  const access = useOrderAccess('supplier', order);
  const { form, cardProps } = useOrderCardForm({
    side: 'supplier',
    order,
    valuesOf: supplierValuesOf,
    bodyOf: supplierBody,
    savedMessage: 'The order was saved',
  });
  return (
    <Card
      title="Order details"
      {...cardProps}
      editContent={
        access.editOrder ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <MaskedInput mask="date" label="Rx date" {...form.getInputProps('rx_date')} value={form.values.rx_date} />
              <MaskedInput
                mask="date"
                label="Expiration date"
                {...form.getInputProps('expiration_date')}
                value={form.values.expiration_date}
              />
              <Checkbox label="No doctor (retail order)" {...form.getInputProps('no_doctor', { type: 'checkbox' })} />
            </SimpleGrid>
            <FormError text={form.formError} />
          </>
        ) : undefined
      }
    >
      <DetailGrid details={isPurchase(order) ? purchaseDetails(order) : prescribedDetails(order)} />
    </Card>
  );
}

/** A patient's own purchase (patient app): nothing is prescribed, signed or billed to a payer. */
const isPurchase = (order: Order) => order.type === PATIENT_PAY_ORDER_TYPE;

const purchaseDetails = (order: Order) => [
  { label: 'Paid by', value: 'The patient (ordered in the patient app)' },
  { label: 'Items confirmed', value: yesNo(order.commons_confirmation) },
];

function prescribedDetails(order: Order) {
  return [
    { label: 'Doctor', value: order.no_doctor ? 'No doctor' : order.doctor?.name },
    { label: 'Doctor location', value: order.doctor_location?.name },
    { label: 'Rx date', value: formatDate(order.rx_date) },
    { label: 'Expiration date', value: formatDate(order.expiration_date) },
    { label: 'Refills', value: order.refill_index ? `${order.refill_index} of ${order.refills_total}` : order.refills_total },
    { label: 'Items confirmed', value: yesNo(order.commons_confirmation) },
    { label: 'Prescription signed', value: signed(order.prsc_signed_at) },
    { label: 'Face-to-face signed', value: signed(order.f2f_signed_at) },
  ];
}

export function GeneralTab({ side, order }: { side: OrderSide; order: Order }) {
  return (
    <Stack maw={1000}>
      {side === 'doctor' ? (
        <DoctorGeneral order={order} />
      ) : (
        <>
          <SupplierGeneral order={order} />
          {order.purchase && <PurchaseCard order={order} purchase={order.purchase} />}
          {!isPurchase(order) && <AuthorizationCard order={order} />}
        </>
      )}
    </Stack>
  );
}
