import { Badge, type BadgeProps } from '@mantine/core';
import { statusName } from '@dme/contract';

/** Badge colour per status code; an unknown code is grey. */
const STATUS_COLORS: Readonly<Record<number, string>> = {
  0: 'gray',
  1: 'gray',
  3: 'orange',
  5: 'blue',
  10: 'cyan',
  20: 'yellow',
  21: 'yellow',
  22: 'yellow',
  25: 'teal',
  27: 'teal',
  30: 'violet',
  35: 'violet',
  40: 'indigo',
  70: 'grape',
  80: 'pink',
  100: 'green',
  [-10]: 'blue',
  [-100]: 'green',
};

export function statusColor(code: number | null | undefined): string {
  return (code !== null && code !== undefined && STATUS_COLORS[code]) || 'gray';
}

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  status: number | null | undefined;
}

/** An order status as a badge with the catalogue's name (foundation §4); an unknown status shows 'Unknown'. */
export function StatusBadge({ status, variant = 'light', ...props }: StatusBadgeProps) {
  return (
    <Badge color={statusColor(status)} variant={variant} data-status={status ?? undefined} {...props}>
      {statusName(status ?? Number.NaN)}
    </Badge>
  );
}
