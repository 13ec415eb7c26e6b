import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPhone, type Order } from '@dme/contract';
import { Card, Select } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useOrderAccess } from '../access';
import { patientRecordsQueryOptions } from '../api/lookups';
import { useSameAddress } from '../api/order-fields';
import type { OrderSide } from '../api/side';
import { DetailGrid } from './detail-grid';
import { RecordsState } from './records-state';
import { useOrderCardForm } from './use-order-card';

const addressValuesOf = (order: Order) => ({
  billing_address_id: order.billing_address_id,
  shipping_address_id: order.shipping_address_id,
});
const addressBody = (values: ReturnType<typeof addressValuesOf>) => ({
  billing_address_id: values.billing_address_id ?? '',
  shipping_address_id: values.shipping_address_id ?? '',
});

/** The supplier ships to the billing address in one click (`same-address`); disabled with the reason when it cannot. */
function SameAddressButton({ order }: { order: Order }) {
  const same = useSameAddress(order.id);
  const [failure, setFailure] = useState<string | null>(null);
  const reason =
    order.billing_address_id === null
      ? 'Choose a billing address first.'
      : order.shipping_address_id === order.billing_address_id
        ? 'The order already ships to the billing address.'
        : null;
  const run = () => {
    setFailure(null);
    same.mutate(undefined, {
      onSuccess: () => notify.success('The order ships to the billing address'),
      onError: (error) => setFailure(formErrorText(error)),
    });
  };
  return (
    <Stack gap={4} mt="sm" align="flex-start">
      <Button size="xs" variant="light" onClick={run} loading={same.isPending} disabled={reason !== null}>
        Ship to the billing address
      </Button>
      {(failure ?? reason) && (
        <Text fz="xs" c={failure ? 'red' : 'dimmed'} role={failure ? 'alert' : undefined}>
          {failure ?? reason}
        </Text>
      )}
    </Stack>
  );
}

/** Where the order is billed and shipped (two of the patient's addresses), and whom to call. */
export function AddressTab({ side, order }: { side: OrderSide; order: Order }) {
  const access = useOrderAccess(side, order);
  const patientId = order.patient_id ?? 0;
  const addresses = useQuery({ ...patientRecordsQueryOptions(side, patientId, 'addresses'), enabled: patientId > 0 });
  const contacts = useQuery({ ...patientRecordsQueryOptions(side, patientId, 'contacts'), enabled: patientId > 0 });
  const { form, cardProps } = useOrderCardForm({
    side,
    order,
    valuesOf: addressValuesOf,
    bodyOf: addressBody,
    savedMessage: 'The addresses were saved',
  });
  const options = (addresses.data ?? []).map((a) => ({ id: a.id, title: `${a.title ? `${a.title}: ` : ''}${a.full_address}` }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Card
        title="Addresses"
        {...cardProps}
        editContent={
          access.editOrder ? (
            <Stack gap="sm">
              {(['billing_address_id', 'shipping_address_id'] as const).map((field) => (
                <Select
                  key={field}
                  label={field === 'billing_address_id' ? 'Billing address' : 'Shipping address'}
                  placeholder={addresses.data?.length === 0 ? 'The patient has no address on file' : 'Choose an address'}
                  clearable
                  options={options}
                  {...form.getInputProps(field)}
                  value={form.values[field]}
                  onChange={(id) => form.setFieldValue(field, id === null ? null : Number(id))}
                />
              ))}
              {form.formError && (
                <Text role="alert" c="red" fz="sm">
                  {form.formError}
                </Text>
              )}
            </Stack>
          ) : undefined
        }
      >
        <DetailGrid
          cols={1}
          details={[
            { label: 'Billing address', value: order.full_billing_address ?? 'Not chosen' },
            { label: 'Shipping address', value: order.full_shipping_address ?? 'Not chosen' },
          ]}
        />
        {side === 'supplier' && access.editOrder && <SameAddressButton order={order} />}
      </Card>
      <Card title="Contacts">
        {patientId > 0 ? (
          <RecordsState query={contacts} empty="The patient has no contact on file.">
            {(rows) => (
              <Stack gap="xs">
                {rows.map((c) => (
                  <Text key={c.id} fz="sm">
                    <b>{c.name}</b>
                    {[c.relationship, c.phone && formatPhone(c.phone), c.email, c.is_emergency && 'emergency contact']
                      .filter(Boolean)
                      .map((part) => ` · ${part}`)}
                  </Text>
                ))}
              </Stack>
            )}
          </RecordsState>
        ) : (
          <Text fz="sm" c="dimmed">
            No patient is chosen.
          </Text>
        )}
      </Card>
    </SimpleGrid>
  );
}
