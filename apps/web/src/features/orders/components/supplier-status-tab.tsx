import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { orderPermission, VALIDATION_STEP_TEXT, type Order } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { OrderNotesPanel } from '../../order-notes';
import { SendQuizToPatientButton } from '../../order-quiz';
import { OrderTasksPanel } from '../../tasks';
import { notify } from '../../../lib/notify';
import { usePermission } from '../access';
import { useNextStatus, validationQueryOptions } from '../api/order-status';
import { Checklist, refusedChecklist, RefusalAlert } from './checklist';
import { OrderStatusBadge } from './order-status-badge';

/**
 * The supplier's status tab: one "Send to ..." step per status (POST status/next) with the status's checklist;
 * Pend PRSC waits for the doctor's signature; Delivery, Billing and Completed move on by themselves.
 */
export function SupplierStatusTab({ order }: { order: Order }) {
  const validation = useQuery(validationQueryOptions(order.id));
  const next = useNextStatus(order.id);
  const allowed = usePermission();
  const [missing, setMissing] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (from: number) => {
    setMissing(null);
    setFailure(null);
    try {
      const moved = await next.mutateAsync(from);
      notify.success(`Order #${order.id} moved to ${moved.status_name}`);
    } catch (error) {
      const refused = refusedChecklist(error);
      if (refused) setMissing(refused);
      else setFailure(formErrorText(error));
    }
  };

  let body;
  if (validation.isPending) body = <Loader size="sm" aria-label="Loading the status" />;
  else if (validation.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(validation.error)}
      </Alert>
    );
  } else {
    const { status, step, checklist } = validation.data;
    body = (
      <Stack gap="sm">
        <Group gap="xs">
          <Text fz="sm">Status:</Text>
          <OrderStatusBadge status={status} />
        </Group>
        {checklist.length > 0 && (
          <Stack gap={6}>
            <Text fz="sm" fw={600}>
              {VALIDATION_STEP_TEXT}
            </Text>
            <Checklist items={checklist} label="Status checklist" />
          </Stack>
        )}
        {order.deleted_at ? (
          <Text fz="sm" c="dimmed">
            The order is archived.
          </Text>
        ) : step?.kind === 'button' ? (
          <Group>
            <Button onClick={() => void send(status)} loading={next.isPending} disabled={!allowed(orderPermission('edit', status))}>
              {step.label}
            </Button>
          </Group>
        ) : step?.kind === 'text' ? (
          <Alert color="yellow" variant="light">
            {step.text}
          </Alert>
        ) : (
          <Text fz="sm" c="dimmed">
            No step to take here: the order moves on by itself.
          </Text>
        )}
        {missing && <RefusalAlert missing={missing} onClose={() => setMissing(null)} />}
        {failure && (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={900}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Order status">
        <Title order={2} fz="lg" mb="sm">
          Order status
        </Title>
        {body}
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Patient questionnaire">
        <Title order={2} fz="lg" mb="xs">
          Patient questionnaire
        </Title>
        <Text fz="sm" c="dimmed" mb="sm">
          Send the patient a one-time link to answer the medical-necessity questions of the items.
        </Text>
        <SendQuizToPatientButton
          orderId={order.id}
          disabled={order.deleted_at !== null || !allowed(orderPermission('edit', order.status))}
        />
      </Paper>
      <OrderTasksPanel orderId={order.id} />
      <OrderNotesPanel orderId={order.id} side="supplier" />
    </Stack>
  );
}
