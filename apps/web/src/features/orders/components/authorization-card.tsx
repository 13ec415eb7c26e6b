import { useState } from 'react';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { applyMask, authorizationBody, formatDate, MASKS, type Order } from '@dme/contract';
import { Card, cardSave, MaskedInput, useAppForm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { authorizationBlock, usePermission } from '../access';
import { useSaveAuthorization } from '../api/order-fields';
import { openPaCover } from '../api/pa-cover';
import { DetailGrid } from './detail-grid';

const masked = (prior: string | null) => (prior ? applyMask(prior, MASKS.priorNumber) : '');
/** The number and the date as typed, in their masks ('' clears the date). */
const valuesOf = (order: Order) => ({ prior_number: masked(order.prior_number), pa_expires_on: formatDate(order.pa_expires_on ?? null) });

/** The cover sheet the supplier faxes to the payer with the prior-authorisation request. */
function PaCoverButton({ orderId }: { orderId: number }) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openPaCover(orderId);
    } catch (error) {
      notify.error(formErrorText(error));
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button size="xs" variant="default" onClick={() => void open()} loading={opening}>
      PA cover sheet
    </Button>
  );
}

/** The prior-authorisation number and its last day (`PUT authorization`), and the PA fax cover sheet. */
export function AuthorizationCard({ order }: { order: Order }) {
  const blocked = authorizationBlock(order, usePermission());
  const save = useSaveAuthorization(order.id);
  const form = useAppForm({ initialValues: valuesOf(order), schema: authorizationBody });
  const submit = cardSave(
    form,
    (values) => save.mutateAsync(values),
    () => notify.success('The prior authorisation was saved'),
  );
  return (
    <Card
      title="Prior authorisation"
      onEdit={() => form.resetTo(valuesOf(order))}
      onSave={submit}
      actions={<PaCoverButton orderId={order.id} />}
      editContent={
        blocked === null ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <MaskedInput
                mask="priorNumber"
                label="Prior authorisation number"
                required
                {...form.getInputProps('prior_number')}
                value={form.values.prior_number}
              />
              <MaskedInput
                mask="date"
                label="PA valid through"
                {...form.getInputProps('pa_expires_on')}
                value={form.values.pa_expires_on}
              />
            </SimpleGrid>
            {form.formError && (
              <Text role="alert" c="red" fz="sm" mt="sm">
                {form.formError}
              </Text>
            )}
          </>
        ) : undefined
      }
    >
      <DetailGrid
        details={[
          { label: 'Prior authorisation number', value: masked(order.prior_number) || 'Not entered' },
          { label: 'PA valid through', value: formatDate(order.pa_expires_on ?? null) },
        ]}
      />
      {blocked && (
        <Text fz="sm" c="dimmed" mt="sm" data-testid="authorization-reason">
          {blocked}
        </Text>
      )}
    </Card>
  );
}
