import { useState } from 'react';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { applyMask, formatDate, MASKS, type Order } from '@dme/contract';
import { Card, MaskedInput } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { authorizationBlock, usePermission } from '../access';
import { useSaveAuthorization } from '../api/order-fields';
import { openPaCover } from '../api/pa-cover';
import { DetailGrid } from './detail-grid';
import { useOrderForm } from './use-order-form';

const masked = (prior: string | null) => (prior ? applyMask(prior, MASKS.priorNumber) : '');

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
  const form = useOrderForm(() => ({ prior_number: masked(order.prior_number), pa_expires_on: formatDate(order.pa_expires_on ?? null) }));
  const { values, errors, set } = form;
  const submit = async () => {
    try {
      await save.mutateAsync(values);
      notify.success('The prior authorisation was saved');
    } catch (error) {
      form.fail(error);
      return false;
    }
  };
  return (
    <Card
      title="Prior authorisation"
      onEdit={form.reset}
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
                value={values.prior_number}
                onChange={(v) => set('prior_number', v)}
                error={errors.prior_number}
              />
              <MaskedInput
                mask="date"
                label="PA valid through"
                value={values.pa_expires_on}
                onChange={(v) => set('pa_expires_on', v)}
                error={errors.pa_expires_on}
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
