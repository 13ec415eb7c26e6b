import { Badge } from '@mantine/core';
import type { DocumentRequestStatus } from '@dme/contract';

const COLORS: Record<DocumentRequestStatus, string> = { pending: 'yellow', fulfilled: 'green', declined: 'red', cancelled: 'gray' };
const LABELS: Record<DocumentRequestStatus, string> = {
  pending: 'Pending',
  fulfilled: 'Fulfilled',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

export function RequestStatusBadge({ status }: { status: DocumentRequestStatus }) {
  return (
    <Badge size="sm" variant="light" color={COLORS[status]}>
      {LABELS[status]}
    </Badge>
  );
}
