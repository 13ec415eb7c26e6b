import { Button } from '@mantine/core';
import { useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useArchiveOrder } from '../api/archive-order';
import type { OrderSide } from '../api/side';

export interface ArchiveButtonProps {
  side: OrderSide;
  orderId: number;
  /** Restore an archived order instead. */
  restore?: boolean;
  compact?: boolean;
}

/** Archive (after a confirmation) or restore an order; the server's refusal is shown as its message. */
export function ArchiveButton({ side, orderId, restore = false, compact = false }: ArchiveButtonProps) {
  const confirm = useConfirm();
  const archive = useArchiveOrder(side);
  const run = async () => {
    const text = restore
      ? `Restore order #${orderId}? It returns to the current orders.`
      : side === 'doctor'
        ? `Archive order #${orderId}? It leaves the current orders until it is restored.`
        : `Archive (cancel) order #${orderId}? It leaves the current orders until it is restored.`;
    if (!(await confirm({ text, color: restore ? undefined : 'red' }))) return;
    try {
      await archive.mutateAsync({ orderId, restore });
      notify.success(restore ? `Order #${orderId} was restored` : `Order #${orderId} was archived`);
    } catch {
      // The error catalogue already showed the server's reason.
    }
  };
  return (
    <Button
      size={compact ? 'compact-sm' : 'sm'}
      variant={restore ? 'light' : 'subtle'}
      color={restore ? undefined : 'red'}
      loading={archive.isPending}
      aria-label={`${restore ? 'Restore' : 'Archive'} order #${orderId}`}
      onClick={(event) => {
        event.stopPropagation();
        void run();
      }}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {restore ? 'Restore' : 'Archive'}
    </Button>
  );
}
