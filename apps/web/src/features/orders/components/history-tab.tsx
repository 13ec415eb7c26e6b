import { Paper, Title } from '@mantine/core';
import type { Order } from '@dme/contract';
import type { OrderSide } from '../api/side';
import { HistoryTable } from './history-table';

/** Every transition of the order with who made it and when. */
export function HistoryTab({ side, order }: { side: OrderSide; order: Order }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} maw={1100} component="section" aria-label="History">
      <Title order={2} fz="lg" mb="sm">
        Status history
      </Title>
      <HistoryTable side={side} orderId={order.id} />
    </Paper>
  );
}
