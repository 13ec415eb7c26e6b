import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import type { Order } from '@dme/contract';
import {
  ITEMS_VIEWS,
  OrderShell,
  orderTabHref,
  orderTabRoute,
  orderTabs,
  type ItemsView,
  type OrderSide,
  type OrderTabKey,
} from '../../features/orders';
import { isImplementedRoute } from '../implemented-routes';
import { routeId } from '../router/route-id';

/** `/…/orders/{orderId}/edit` opens the general tab. */
export function OrderEditRedirect({ side }: { side: OrderSide }) {
  const { orderId } = useParams();
  return <Navigate to={orderTabHref(side, routeId(orderId) > 0 ? routeId(orderId) : 0)} replace />;
}

/** A tab of the order screen; only tabs whose screens exist are offered. */
export function OrderTabPage({ side, tab, children }: { side: OrderSide; tab: OrderTabKey; children: (order: Order) => ReactNode }) {
  const { orderId } = useParams();
  const tabs = orderTabs(side).filter((t) => isImplementedRoute(orderTabRoute(side, t.tab)));
  return (
    <OrderShell side={side} orderId={routeId(orderId)} tabs={tabs} active={tab}>
      {children}
    </OrderShell>
  );
}

/** The doctor's items sub-views that have screens. */
export const DOCTOR_ITEMS_VIEWS = ITEMS_VIEWS.filter((v) => isImplementedRoute(v.route));
export type { ItemsView };
