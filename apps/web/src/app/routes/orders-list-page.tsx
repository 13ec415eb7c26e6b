import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { href } from '@dme/contract';
import { PlusIcon } from '../../components/icons';
import { PageFrame } from '../../components/page-frame';
import { OrdersList, type OrderSide } from '../../features/orders';
import { isImplementedRoute } from '../implemented-routes';
import { useListStatus } from '../router/list-status';
import { useMayCreateOrders } from './order-page-parts';

/** Order Activity of a side: the orders by the status of the URL (`all` by default). */
export function OrdersListPage({ side, tagId, toolbar }: { side: OrderSide; tagId?: number; toolbar?: ReactNode }) {
  const status = useListStatus();
  const createRoute = side === 'doctor' ? 'orders.create' : 'supplier.orders.create';
  const mayCreate = useMayCreateOrders() && isImplementedRoute(createRoute);
  return (
    <PageFrame
      title="Orders"
      actions={
        mayCreate && (
          <Button component={Link} to={href(createRoute)} leftSection={<PlusIcon />}>
            New order
          </Button>
        )
      }
    >
      <OrdersList side={side} routeStatus={status} tagId={tagId} toolbar={toolbar} />
    </PageFrame>
  );
}
