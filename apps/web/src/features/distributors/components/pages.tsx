import { Navigate, useNavigate, useParams } from 'react-router';
import { Group, Paper } from '@mantine/core';
import type { Distributor } from '@dme/contract';
import { PageLoader } from '../../../components/page-loader';
import { lazyComponent, lazyViews } from '../../../lib/lazy-component';
import { notify } from '../../../lib/notify';
import { useCreateDistributor } from '../api/create-distributor';
import {
  distributionOrderTabHref,
  distributorsListHref,
  distributorTabHref,
  idOf,
  type DistributionOrderTab,
  type DistributionOrderTabKey,
  type DistributorTab,
  type DistributorTabKey,
} from '../routes';
import { DistributorShell } from './distributor-shell';
import { NewOrderMenu } from './new-order-menu';
import { OrderShell } from './order-shell';
import { DistributionOrdersList } from './orders-list';
import { PageFrame } from '../../../components/page-frame';

// Each screen with a form, and each tab, loads when it is opened: the routes that are lists (a distributor's products
// and orders, an order's items) come without the forms of the others (and zod, which validates them).
const { Component: DistributorForm } = lazyComponent(() => import('./distributor-form'), 'DistributorForm', <PageLoader />);
const { Component: CreateWithStock } = lazyComponent(() => import('./create-with-stock'), 'CreateWithStock', <PageLoader />);
const { Component: CreateWithRequest } = lazyComponent(() => import('./create-with-request'), 'CreateWithRequest', <PageLoader />);

/** `supplier.stock.distributors.new`: a new distributor; saved, it opens on its products to list what it sells. */
export function DistributorNewPage() {
  const navigate = useNavigate();
  const create = useCreateDistributor();
  return (
    <PageFrame title="New distributor" back={{ to: distributorsListHref(), label: 'Distributors' }}>
      <DistributorForm
        label="New distributor"
        submitLabel="Add distributor"
        pending={create.isPending}
        onSubmit={async (body) => {
          const distributor = await create.mutateAsync(body);
          notify.success(`${distributor.name} was added`);
          void navigate(distributorTabHref(distributor.id, 'products'), { replace: true });
        }}
      />
    </PageFrame>
  );
}

/** `supplier.stock.distributors.show`: opens the first tab. */
export function DistributorShowRedirect() {
  const { dId } = useParams();
  return <Navigate to={distributorTabHref(idOf(dId) || 0)} replace />;
}

function DistributorOrdersTab({ distributor }: { distributor: Distributor }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Group justify="flex-end" mb="xs">
        <NewOrderMenu distributorId={distributor.id} size="xs" />
      </Group>
      <DistributionOrdersList distributorId={distributor.id} fileName={`${distributor.name} orders.csv`} />
    </Paper>
  );
}

export interface DistributorTabPageProps {
  tab: DistributorTabKey;
  /** The tabs whose screens exist (the app knows which). */
  tabs: readonly DistributorTab[];
}

const DISTRIBUTOR_TAB_VIEWS = lazyViews(
  {
    base: async () => (await import('./distributor-base-tab')).DistributorBaseTab,
    products: async () => (await import('./distributor-products-tab')).DistributorProductsTab,
    orders: async () => DistributorOrdersTab,
  },
  <PageLoader />,
);

/** A tab of the distributor screen: details, products, orders. */
export function DistributorTabPage({ tab, tabs }: DistributorTabPageProps) {
  const { dId } = useParams();
  const { Component: View, preload } = DISTRIBUTOR_TAB_VIEWS[tab];
  preload();
  return (
    <DistributorShell distributorId={idOf(dId)} tabs={tabs} active={tab}>
      {(distributor) => <View key={distributor.id} distributor={distributor} />}
    </DistributorShell>
  );
}

export const WithStockPage = CreateWithStock;

export const WithRequestPage = CreateWithRequest;

/** `supplier.stock.distributors-orders.show`: opens the items tab. */
export function DistributionOrderShowRedirect() {
  const { orderId } = useParams();
  return <Navigate to={distributionOrderTabHref(idOf(orderId) || 0)} replace />;
}

export interface DistributionOrderTabPageProps {
  tab: DistributionOrderTabKey;
  tabs: readonly DistributionOrderTab[];
}

const ORDER_TAB_VIEWS = lazyViews(
  {
    items: async () => (await import('./order-items-tab')).OrderItemsTab,
    sku: async () => (await import('./order-sku-tab')).OrderSkuTab,
    'add-item': async () => (await import('./order-add-item-tab')).OrderAddItemTab,
    otc: async () => (await import('./order-otc-tab')).OrderOtcTab,
    distributor: async () => (await import('./order-distributor-tab')).OrderDistributorTab,
    history: async () => (await import('./order-history-tab')).OrderHistoryTab,
  },
  <PageLoader />,
);

/** A tab of the distribution order screen. */
export function DistributionOrderTabPage({ tab, tabs }: DistributionOrderTabPageProps) {
  const { orderId } = useParams();
  const { Component: View, preload } = ORDER_TAB_VIEWS[tab];
  preload();
  return (
    <OrderShell orderId={idOf(orderId)} tabs={tabs} active={tab}>
      {(order) => <View order={order} />}
    </OrderShell>
  );
}
