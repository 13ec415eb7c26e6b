import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { can, href, type Order } from '@dme/contract';
import { PlusIcon } from '../../components/icons';
import { useCurrentUser } from '../../features/auth';
import { useChosenLocationId } from '../../features/location';
import {
  CREATE_FOR_PATIENT_PARAM,
  CreateOrderForm,
  ITEMS_VIEWS,
  OrderShell,
  OrdersList,
  PatientOrders,
  orderTabHref,
  orderTabRoute,
  orderTabs,
  ordersListHref,
  type ItemsView,
  type OrderSide,
  type OrderTabKey,
} from '../../features/orders';
import { PATIENT_TABS, PatientShell, patientQueryOptions, patientTabRoute } from '../../features/patients';
import { isImplementedRoute } from '../implemented-routes';
import { useListStatus } from '../router/list-status';
import { routeId } from './catalog-shell';

function Page({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/** Agents never create orders; others need `order create` at today's location. */
function useMayCreateOrders(): boolean {
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  return user !== null && !user.staff_roles.includes('agent') && can(user, 'order create', locationId);
}

/** Order Activity of a side: the orders by the status of the URL (`all` by default). */
export function OrdersListPage({ side, tagId, toolbar }: { side: OrderSide; tagId?: number; toolbar?: ReactNode }) {
  const status = useListStatus();
  const createRoute = side === 'doctor' ? 'orders.create' : 'supplier.orders.create';
  const mayCreate = useMayCreateOrders() && isImplementedRoute(createRoute);
  return (
    <Page
      title="Orders"
      action={
        mayCreate && (
          <Button component={Link} to={href(createRoute)} leftSection={<PlusIcon />}>
            New order
          </Button>
        )
      }
    >
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <OrdersList side={side} routeStatus={status} tagId={tagId} toolbar={toolbar} />
      </Paper>
    </Page>
  );
}

/** `orders.create`: a draft for a patient at one of the practice's offices, then its edit screen. */
export function OrderCreatePage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const chosen = useChosenLocationId();
  const [params] = useSearchParams();
  const patientId = routeId(params.get(CREATE_FOR_PATIENT_PARAM));
  const patient = useQuery({ ...patientQueryOptions('doctor', patientId), enabled: patientId > 0 });
  // Today's office, else the only one the user works at.
  const defaultLocationId = chosen ?? (user?.locations.length === 1 ? user.locations[0]!.id : null);
  const opened = (order: Order) => void navigate(orderTabHref('doctor', order.id));
  let body: ReactNode;
  if (user?.staff_roles.includes('agent'))
    body = (
      <Alert color="yellow" variant="light">
        Agents cannot create orders.
      </Alert>
    );
  else if (patientId > 0 && patient.isPending) body = null;
  else {
    body = (
      <CreateOrderForm
        defaultLocationId={defaultLocationId}
        patient={patient.data ?? null}
        onCreated={opened}
        onCancel={() => void navigate(ordersListHref('doctor'))}
      />
    );
  }
  return <Page title="New order">{body}</Page>;
}

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

/** The orders tab of a patient screen (`{side}.patients.show.orders`). */
export function PatientOrdersPage({ side }: { side: OrderSide }) {
  const { patientId } = useParams();
  const mayCreate = useMayCreateOrders() && isImplementedRoute('orders.create');
  const tabs = PATIENT_TABS.filter((t) => isImplementedRoute(patientTabRoute(side, t.tab)));
  return (
    <PatientShell side={side} patientId={routeId(patientId)} tabs={tabs} active="orders">
      {(patient) => <PatientOrders key={patient.id} side={side} patientId={patient.id} canCreate={mayCreate} />}
    </PatientShell>
  );
}
