import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Container, Group, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { formatDate, type Order } from '@dme/contract';

import { PageLoader } from '../../../components/page-loader';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { useOrderAccess } from '../access';
import { orderQueryOptions } from '../api/get-order';
import type { OrderSide } from '../api/side';
import { ordersListHref, orderTabHref, type OrderTab, type OrderTabKey } from '../routes';
import { ArchiveButton } from './archive-button';
import { OrderStatusBadge } from './order-status-badge';

function OrderHeader({ side, order }: { side: OrderSide; order: Order }) {
  const access = useOrderAccess(side, order);
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            Order #{order.id}
          </Title>
          <OrderStatusBadge status={order.virtual_status} size="lg" aria-label={`Status: ${order.virtual_status_name}`} />
          {order.deleted_at && (
            <Badge color="red" variant="outline">
              Archived
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed" data-testid="order-summary">
          {[
            order.patient && `${order.patient.full_name} (DOB ${formatDate(order.patient.dob)})`,
            side === 'doctor' ? order.vendor?.name : order.doctor?.name,
            order.doctor_location?.name,
            `created ${formatDate(order.created_at)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      {access.restore && <ArchiveButton side={side} orderId={order.id} restore />}
      {access.archive && <ArchiveButton side={side} orderId={order.id} />}
    </Group>
  );
}

export interface OrderShellProps {
  side: OrderSide;
  orderId: number;
  /** The tabs whose screens exist. */
  tabs: readonly OrderTab[];
  active: OrderTabKey;
  children: (order: Order) => ReactNode;
}

/** The order screen: who and where it stands, a tab per section, the active section. */
export function OrderShell({ side, orderId, tabs, active, children }: OrderShellProps) {
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useQuery({ ...orderQueryOptions(side, orderId), enabled: valid });
  const status = order.isError ? readServerError(order.error).status : null;

  let body: ReactNode;
  if (!valid || status === 404) {
    body = (
      <Alert color="yellow" variant="light" title="Order not found">
        This order does not exist or is not shared with you.
      </Alert>
    );
  } else if (order.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title={status === 403 ? 'Not allowed' : 'The order could not be loaded'}>
        {formErrorText(order.error)}
      </Alert>
    );
  } else if (!order.data) {
    body = <PageLoader />;
  } else {
    body = (
      <>
        <OrderHeader side={side} order={order.data} />
        {order.data.deleted_at && (
          <Alert color="gray" variant="light">
            This order is archived: it is read-only until it is restored.
          </Alert>
        )}
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
          <Tabs value={active} keepMounted={false}>
            <Tabs.List aria-label="Order sections" style={{ flexWrap: 'nowrap' }}>
              {tabs.map((t) => (
                <Tabs.Tab
                  key={t.tab}
                  value={t.tab}
                  style={{ whiteSpace: 'nowrap' }}
                  renderRoot={(props) => <Link to={orderTabHref(side, orderId, t.tab)} {...props} />}
                >
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </ScrollArea>
        <div>{children(order.data)}</div>
      </>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Anchor component={Link} to={ordersListHref(side)} fz="sm">
          ← Orders
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
