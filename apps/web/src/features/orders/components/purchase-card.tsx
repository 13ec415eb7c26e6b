import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatCents, formatDateTime, type Order, type OrderPurchase, type PurchasePaymentState } from '@dme/contract';
import { Card, useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useOrderAccess } from '../access';
import { usePurchasePayment } from '../api/purchase-payment';

const STATE_LABEL: Record<PurchasePaymentState, { label: string; color: string }> = {
  due: { label: 'Due', color: 'orange' },
  paid: { label: 'Paid', color: 'green' },
  refunded: { label: 'Refunded', color: 'gray' },
};

/** Each move the supplier can make from a state, with what the confirmation says (PURCHASE_PAYMENT_MOVES). */
const MOVES: Record<
  PurchasePaymentState,
  { to: PurchasePaymentState; label: string; ask: (total: string) => string; done: string; danger?: boolean }[]
> = {
  due: [{ to: 'paid', label: 'Record payment', ask: (t) => `Record that the patient paid ${t}?`, done: 'The payment was recorded' }],
  paid: [
    { to: 'due', label: 'Undo payment', ask: (t) => `Mark the ${t} as not collected after all?`, done: 'The payment is due again' },
    {
      to: 'refunded',
      label: 'Refund',
      ask: (t) => `Record that ${t} went back to the patient? A refund is final.`,
      done: 'The refund was recorded',
      danger: true,
    },
  ],
  refunded: [],
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
  const move = async (m: (typeof MOVES)[PurchasePaymentState][number]) => {
    const ok = await confirm({ title: m.label, text: m.ask(total), confirmLabel: m.label, color: m.danger ? 'red' : undefined });
    if (!ok) return;
    await payment.mutateAsync(m.to);
    notify(m.done, { type: 'success' });
  };
  const buttons = access.recordPayment
    ? MOVES[purchase.payment_status].map((m) => (
        <Button
          key={m.to}
          size="compact-sm"
          variant={m.to === 'paid' ? 'filled' : m.danger ? 'subtle' : 'light'}
          color={m.danger ? 'red' : undefined}
          loading={payment.isPending && payment.variables === m.to}
          onClick={() => void move(m)}
        >
          {m.label}
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
