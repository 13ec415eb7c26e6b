import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { orderPermission, type Order } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { usePermission } from '../access';
import { OrderSignPanel } from '../../order-signing';
import { OrderNotesPanel } from '../../order-notes';
import { doctorStatusQueryOptions, useDoctorAction } from '../api/order-status';
import { useOrderChanged } from '../api/update-order';
import { Checklist, refusedChecklist, RefusalAlert } from './checklist';
import { HistoryTable } from './history-table';
import { OrderStatusBadge } from './order-status-badge';

/** Signing actions (Sign CMN, Sign F2F): the Signature panel below signs through `sign` with the content hash. */
const SIGNING = new Set([20, 22]);

const NO_ACTION_TEXT: Readonly<Record<number, string>> = {
  [-10]: 'The supplier is working on the order.',
  [-100]: 'The order was delivered.',
};

/** The doctor's status tab: where the order stands, what the next action needs, the action, and the history. */
export function DoctorStatusTab({ order }: { order: Order }) {
  const status = useQuery(doctorStatusQueryOptions(order.id));
  const act = useDoctorAction(order.id);
  const changed = useOrderChanged('doctor', order.id);
  const allowed = usePermission();
  const [missing, setMissing] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Once signed here, the Signature panel stays to list the signed PDFs although the action has moved on.
  const [signedHere, setSignedHere] = useState(false);

  const run = async (code: number) => {
    setMissing(null);
    setFailure(null);
    try {
      const moved = await act.mutateAsync({ code });
      notify.success(`Order #${order.id}: ${moved.virtual_status_name}`);
    } catch (error) {
      const refused = refusedChecklist(error);
      if (refused) setMissing(refused);
      else setFailure(formErrorText(error));
    }
  };
  const signingNow = status.data?.action ? SIGNING.has(status.data.action.code) : false;

  let body;
  if (status.isPending) body = <Loader size="sm" aria-label="Loading the status" />;
  else if (status.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(status.error)}
      </Alert>
    );
  } else {
    const { action, checklist, virtual_status } = status.data;
    body = (
      <Stack gap="sm">
        <Group gap="xs">
          <Text fz="sm">Status:</Text>
          <OrderStatusBadge status={virtual_status} />
        </Group>
        {action ? (
          <>
            {checklist.length > 0 && (
              <Stack gap={6}>
                <Text fz="sm" fw={600}>
                  Before “{action.label}”, the order needs:
                </Text>
                <Checklist items={checklist} label="Order checklist" />
              </Stack>
            )}
            {SIGNING.has(action.code) ? (
              <Text fz="sm">Sign in the Signature section below, or send the prescriber a signing link from there.</Text>
            ) : (
              <Group>
                <Button
                  onClick={() => void run(action.code)}
                  loading={act.isPending}
                  disabled={!allowed(orderPermission('edit', order.status))}
                >
                  {action.label}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            {order.deleted_at ? 'The order is archived.' : (NO_ACTION_TEXT[virtual_status] ?? 'No action is available in this status.')}
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
      {(signingNow || signedHere) && (
        <OrderSignPanel
          orderId={order.id}
          onSigned={(result) => {
            setSignedHere(true);
            void changed(result.order);
          }}
        />
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Status history">
        <Title order={2} fz="lg" mb="sm">
          History
        </Title>
        <HistoryTable side="doctor" orderId={order.id} />
      </Paper>
      <OrderNotesPanel orderId={order.id} side="doctor" />
    </Stack>
  );
}
