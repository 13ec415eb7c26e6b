import { Badge, type BadgeProps } from '@mantine/core';
import { shippingStatusName, type ShippingStatusKey } from '@dme/contract';

/** Colour per shipping status: service statuses cool, on the way indigo, waiting orange, done green (as the orders' badges). */
const SHIPPING_COLORS: Readonly<Record<ShippingStatusKey, string>> = {
  warehouse_service: 'cyan',
  pickup: 'cyan',
  self_delivery: 'cyan',
  shipping_service: 'blue',
  distributor_service: 'blue',
  quote_by_mail: 'violet',
  quote_by_fax: 'violet',
  quote_by_manually: 'violet',
  ordered_by_mail: 'grape',
  ordered_by_fax: 'grape',
  ordered_by_manually: 'grape',
  service_pending: 'yellow',
  in_delivery: 'indigo',
  pending_aob: 'orange',
  delivered: 'teal',
  paid: 'green',
};

export interface ShippingStatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  status: string;
}

/** A shipping status as a badge (light, never shrunk to an ellipsis, like the order status badges). */
export function ShippingStatusBadge({ status, variant = 'light', style, ...props }: ShippingStatusBadgeProps) {
  const color = (SHIPPING_COLORS as Record<string, string>)[status] ?? 'gray';
  return (
    <Badge color={color} variant={variant} data-status={status} style={{ minWidth: 'max-content', ...(style as object) }} {...props}>
      {shippingStatusName(status)}
    </Badge>
  );
}
