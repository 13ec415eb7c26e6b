import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatCents, type DistributionOrderDetail } from '@dme/contract';
import { distributionOrderQueryOptions } from '../api/get-distribution-order';
import {
  distributionOrdersListHref,
  distributionOrderTabHref,
  distributorTabHref,
  isId,
  patientOrderHref,
  type DistributionOrderTab,
  type DistributionOrderTabKey,
} from '../routes';
import { KindBadge, OrderStatusBadge } from './badges';
import { RecordShell } from './record-shell';

function OrderHeader({ order: o }: { order: DistributionOrderDetail }) {
  return (
    <Stack gap={6}>
      <Group gap="xs" align="center">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          Distribution order #{o.id}
        </Title>
        <OrderStatusBadge status={o.status} />
        <KindBadge kind={o.kind} />
      </Group>
      <Group gap="xs" data-testid="order-summary">
        <Badge
          variant="light"
          color="gray"
          tt="none"
          component={Link}
          to={distributorTabHref(o.distributor.id)}
          style={{ cursor: 'pointer' }}
        >
          {o.distributor.name}
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          To {o.warehouse.name}
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {o.received_total} of {o.quantity_total} received
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {formatCents(o.total_cents)}
        </Badge>
      </Group>
      {o.order_id && (
        <Text fz="sm">
          For patient order{' '}
          <Anchor component={Link} to={patientOrderHref(o.order_id)}>
            #{o.order_id}
          </Anchor>
        </Text>
      )}
      {o.note && (
        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {o.note}
        </Text>
      )}
    </Stack>
  );
}

export interface OrderShellProps {
  orderId: number;
  /** The tabs whose screens exist; adding lines is offered on a draft only. */
  tabs: readonly DistributionOrderTab[];
  active: DistributionOrderTabKey;
  children: (order: DistributionOrderDetail) => ReactNode;
}

/** A distribution order's screen: which one and where it stands, a tab per section, the section. */
export function OrderShell({ orderId, tabs, active, children }: OrderShellProps) {
  const order = useQuery({ ...distributionOrderQueryOptions(orderId), enabled: isId(orderId) });
  const draft = order.data?.status === 'draft';
  return (
    <RecordShell
      query={order}
      validId={isId(orderId)}
      back={{ to: distributionOrdersListHref(), label: 'Distribution orders' }}
      notFound={{ title: 'Order not found', text: 'This distribution order does not exist or was deleted.' }}
      header={(o) => <OrderHeader order={o} />}
      tabs={tabs
        .filter((t) => draft || !t.draftOnly || t.tab === active)
        .map((t) => ({ tab: t.tab, label: t.label, href: distributionOrderTabHref(orderId, t.tab) }))}
      active={active}
    >
      {children}
    </RecordShell>
  );
}
