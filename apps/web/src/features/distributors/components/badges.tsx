import { Badge } from '@mantine/core';
import { DISTRIBUTION_ORDER_STATUS_NAMES, type DistributionOrderKind, type DistributionOrderStatusKey } from '@dme/contract';

const STATUS_COLORS: Record<DistributionOrderStatusKey, string> = {
  draft: 'gray',
  sent: 'blue',
  partially_received: 'yellow',
  received: 'green',
  cancelled: 'red',
};

export function OrderStatusBadge({ status }: { status: DistributionOrderStatusKey }) {
  return (
    <Badge size="sm" variant="light" color={STATUS_COLORS[status]} tt="none" miw="max-content" style={{ whiteSpace: 'nowrap' }}>
      {DISTRIBUTION_ORDER_STATUS_NAMES[status]}
    </Badge>
  );
}

export const KIND_LABELS: Record<DistributionOrderKind, string> = { stock: 'With stock', request: 'With request' };

export function KindBadge({ kind }: { kind: DistributionOrderKind }) {
  return (
    <Badge
      size="sm"
      variant="outline"
      color={kind === 'stock' ? 'teal' : 'grape'}
      tt="none"
      miw="max-content"
      style={{ whiteSpace: 'nowrap' }}
    >
      {KIND_LABELS[kind]}
    </Badge>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge size="sm" variant="light" color={active ? 'green' : 'gray'} tt="none">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

export function SerializedBadge() {
  return (
    <Badge size="xs" variant="light" color="indigo" tt="none">
      Serialised
    </Badge>
  );
}
