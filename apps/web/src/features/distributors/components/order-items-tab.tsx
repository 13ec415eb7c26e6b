import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import type { DistributionOrderDetail } from '@dme/contract';
import { useConfirm } from '../../../components';
import { DownloadIcon, TrashIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCancelDistributionOrder } from '../api/cancel-distribution-order';
import { useDeleteDistributionOrder } from '../api/delete-distribution-order';
import { downloadOrderCsv, openOrderPdf } from '../api/order-files';
import { useSendDistributionOrder } from '../api/send-distribution-order';
import { distributionOrdersListHref } from '../routes';
import { OrderLinesTable } from './order-lines-table';
import { ReceiveModal } from './receive-modal';

/** The order's lines with what can be done now: send a draft, receive what arrived, cancel, print, export. */
export function OrderItemsTab({ order }: { order: DistributionOrderDetail }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const send = useSendDistributionOrder(order.id);
  const cancel = useCancelDistributionOrder(order.id);
  const remove = useDeleteDistributionOrder();
  const [receiving, setReceiving] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [files, setFiles] = useState<'pdf' | 'csv' | null>(null);
  const { status } = order;
  const canReceive = status === 'sent' || status === 'partially_received';
  const canCancel = status === 'draft' || status === 'sent';

  // Refusals (a 422 without lines, a 409 when the order moved on) are shown as the server words them.
  const run = async (action: () => Promise<unknown>, done: string) => {
    setActionError(null);
    try {
      await action();
      notify.success(done);
    } catch (error) {
      setActionError(formErrorText(error));
    }
  };

  const sendOrder = () => run(() => send.mutateAsync(), `Order #${order.id} was sent to ${order.distributor.name}`);
  const cancelOrder = async () => {
    if (
      !(await confirm({
        text: `Cancel distribution order #${order.id}?`,
        confirmLabel: 'Cancel order',
        cancelLabel: 'Keep it',
        color: 'red',
      }))
    )
      return;
    await run(() => cancel.mutateAsync(), `Order #${order.id} was cancelled`);
  };
  const deleteDraft = async () => {
    if (!(await confirm({ text: `Delete draft order #${order.id}?`, confirmLabel: 'Delete', color: 'red' }))) return;
    setActionError(null);
    try {
      await remove.mutateAsync(order.id);
    } catch (error) {
      return setActionError(formErrorText(error));
    }
    notify.success(`Draft order #${order.id} was deleted`);
    void navigate(distributionOrdersListHref(), { replace: true });
  };
  const file = async (kind: 'pdf' | 'csv') => {
    setFiles(kind);
    try {
      await (kind === 'pdf' ? openOrderPdf(order.id) : downloadOrderCsv(order.id));
    } catch (error) {
      notify.error(formErrorText(error));
    } finally {
      setFiles(null);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            {status === 'draft' && (
              <Button onClick={() => void sendOrder()} loading={send.isPending}>
                Send
              </Button>
            )}
            {canReceive && <Button onClick={() => setReceiving(true)}>Receive</Button>}
            {canCancel && (
              <Button variant="default" color="red" onClick={() => void cancelOrder()} loading={cancel.isPending}>
                Cancel order
              </Button>
            )}
            {status === 'draft' && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<TrashIcon />}
                onClick={() => void deleteDraft()}
                loading={remove.isPending}
              >
                Delete draft
              </Button>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => void file('pdf')} loading={files === 'pdf'}>
              Print PDF
            </Button>
            <Button variant="default" leftSection={<DownloadIcon />} onClick={() => void file('csv')} loading={files === 'csv'}>
              CSV
            </Button>
          </Group>
        </Group>
        {actionError && (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setActionError(null)}>
            {actionError}
          </Alert>
        )}
        <OrderLinesTable order={order} />
      </Stack>
      {canReceive && <ReceiveModal order={order} opened={receiving} onClose={() => setReceiving(false)} />}
    </Paper>
  );
}
