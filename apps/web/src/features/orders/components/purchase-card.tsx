import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatCents, formatDateTime, PURCHASE_PAYMENT_MOVES, type Order, type OrderPurchase, type PurchasePaymentState } from '@dme/contract';
import { Card, useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useOrderAccess } from '../access';
import { usePurchasePayment } from '../api/purchase-payment';

const STATE_LABEL: Record<PurchasePaymentState, { label: string; color: string }> = {
  due: { label: 'Due', color: 'orange' },
  paid: { label: 'Paid', color: 'green' },
  refunded: { label: 'Refunded', color: 'gray' },
};

/** What the button and its confirmation say for a move to each state; which moves exist is PURCHASE_PAYMENT_MOVES. */
const MOVE_TO: Record<PurchasePaymentState, { label: string; ask: (total: string) => string; done: string; danger?: boolean }> = {
  paid: { label: 'Record payment', ask: (t) => `Record that the patient paid ${t}?`, done: 'The payment was recorded' },
  due: { label: 'Undo payment', ask: (t) => `Mark the ${t} as not collected after all?`, done: 'The payment is due again' },
  refunded: {
    label: 'Refund',
    ask: (t) => `Record that ${t} went back to the patient? A refund is final.`,
    done: 'The refund was recorded',
    danger: true,
  },
};

/**
 * A patient's purchase from the patient app, on the supplier's order: what to collect (checkout's prices), where the
 * payment stands, and the buttons to record it. The card itself is not charged in the app.
 */
export function PurchaseCard({ order, purchase }: { order: Order; purchase: OrderPurchase }) {
  const access = useOrderAccess('supplier', order);
  const confirm = useConfirm();
  const payment = usePurchasePayment(order.id);
  const total = formatCents(purchase.total_cents);
  const state = STATE_LABEL[purchase.payment_status];
  const move = async (to: PurchasePaymentState) => {
    const m = MOVE_TO[to];
    const ok = await confirm({ title: m.label, text: m.ask(total), confirmLabel: m.label, color: m.danger ? 'red' : undefined });
    if (!ok) return;
    await payment.mutateAsync(to);
    notify(m.done, { type: 'success' });
  };
  const buttons = access.recordPayment
    ? PURCHASE_PAYMENT_MOVES[purchase.payment_status].map((to) => (
        <Button
          key={to}
          size="compact-sm"
          variant={to === 'paid' ? 'filled' : MOVE_TO[to].danger ? 'subtle' : 'light'}
          color={MOVE_TO[to].danger ? 'red' : undefined}
          loading={payment.isPending && payment.variables === to}
          onClick={() => void move(to)}
        >
          {MOVE_TO[to].label}
        </Button>
      ))
    : [];
  return (
    <Card title="Patient payment" actions={buttons.length ? <Group gap="xs">{buttons}</Group> : undefined}>
      <Stack gap="sm">
        <Group gap="sm">
          <Text fw={600} fz="lg">
            {total}
          </Text>
          <Badge color={state.color} variant="light">
            {state.label}
          </Badge>
          <Text c="dimmed" fz="sm">
            {purchase.payment_status === 'due' ? 'to collect from the patient' : `since ${formatDateTime(purchase.updated_at)}`}
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-label="Items bought">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>HCPCS</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {purchase.lines.map((l) => (
                <Table.Tr key={`${l.hcpcs}-${l.name}`}>
                  <Table.Td>{l.name}</Table.Td>
                  <Table.Td>{l.hcpcs}</Table.Td>
                  <Table.Td ta="right">{l.quantity}</Table.Td>
                  <Table.Td ta="right">{formatCents(l.unit_price_cents)}</Table.Td>
                  <Table.Td ta="right">{formatCents(l.line_total_cents)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
