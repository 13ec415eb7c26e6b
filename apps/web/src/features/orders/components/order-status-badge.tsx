import { StatusBadge, type StatusBadgeProps } from '../../../components';

/** A status badge that never shrinks to an ellipsis in a narrow table column. */
export function OrderStatusBadge(props: StatusBadgeProps) {
  return <StatusBadge {...props} style={{ minWidth: 'max-content' }} />;
}
