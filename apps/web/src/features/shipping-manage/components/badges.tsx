import { Badge } from '@mantine/core';
import type { PointStatus, RouteStatus } from '@dme/contract';

const POINT = { pending: ['Pending', 'gray'], delivered: ['Delivered', 'green'], failed: ['Failed', 'red'] } as const;
const ROUTE = {
  planned: ['Planned', 'blue'],
  loaded: ['Loaded', 'cyan'],
  in_progress: ['In progress', 'yellow'],
  completed: ['Completed', 'green'],
} as const;

export const pointStatusLabel = (status: PointStatus) => POINT[status][0];
export const routeStatusLabel = (status: RouteStatus) => ROUTE[status][0];
export const ROUTE_STATUS_OPTIONS = (Object.keys(ROUTE) as RouteStatus[]).map((value) => ({ value, label: ROUTE[value][0] }));

export function PointStatusBadge({ status }: { status: PointStatus }) {
  return (
    <Badge variant="light" color={POINT[status][1]} data-point-status={status}>
      {POINT[status][0]}
    </Badge>
  );
}

export function RouteStatusBadge({ status }: { status: RouteStatus }) {
  return (
    // Its whole label, always: in a narrow table the column beside it wraps instead.
    <Badge variant="light" color={ROUTE[status][1]} data-route-status={status} style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {ROUTE[status][0]}
    </Badge>
  );
}
