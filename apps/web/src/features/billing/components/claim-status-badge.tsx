import { Badge, type BadgeProps } from '@mantine/core';
import { claimStatusName, type ClaimStatus } from '@dme/contract';

const COLORS: Readonly<Record<ClaimStatus, string>> = {
  draft: 'gray',
  ready: 'blue',
  submitted: 'cyan',
  accepted: 'indigo',
  rejected: 'red',
  paid: 'green',
  partially_paid: 'teal',
  denied: 'red',
  appealed: 'grape',
  closed: 'dark',
};

/**
 * A claim status as a badge with its label. Never narrower than its label: in the claims table the payer's long name
 * took the room and the badge read "Read…".
 */
export function ClaimStatusBadge({ status, ...props }: { status: ClaimStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <Badge variant="light" color={COLORS[status]} tt="none" miw="max-content" data-status={status} {...props}>
      {claimStatusName(status)}
    </Badge>
  );
}
