import { Navigate, useNavigate, useParams } from 'react-router';
import { Group, Paper } from '@mantine/core';
import type { Distributor } from '@dme/contract';
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
import { CreateWithRequest } from './create-with-request';
import { CreateWithStock } from './create-with-stock';
import { DistributorBaseTab } from './distributor-base-tab';
import { DistributorForm } from './distributor-form';
import { DistributorProductsTab } from './distributor-products-tab';
import { DistributorShell } from './distributor-shell';
import { NewOrderMenu } from './new-order-menu';
import { OrderAddItemTab } from './order-add-item-tab';
import { OrderDistributorTab } from './order-distributor-tab';
import { OrderHistoryTab } from './order-history-tab';
import { OrderItemsTab } from './order-items-tab';
import { OrderOtcTab } from './order-otc-tab';
import { OrderShell } from './order-shell';
import { OrderSkuTab } from './order-sku-tab';
import { DistributionOrdersList } from './orders-list';
import { PageFrame } from '../../../components/page-frame';

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

/** A tab of the distributor screen: details, products, orders. */
export function DistributorTabPage({ tab, tabs }: DistributorTabPageProps) {
  const { dId } = useParams();
  return (
    <DistributorShell distributorId={idOf(dId)} tabs={tabs} active={tab}>
      {(distributor) =>
        tab === 'base' ? (
          <DistributorBaseTab key={distributor.id} distributor={distributor} />
        ) : tab === 'products' ? (
          <DistributorProductsTab distributor={distributor} />
        ) : (
          <DistributorOrdersTab distributor={distributor} />
        )
      }
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

const ORDER_TAB_VIEWS = {
  items: OrderItemsTab,
  sku: OrderSkuTab,
  'add-item': OrderAddItemTab,
  otc: OrderOtcTab,
  distributor: OrderDistributorTab,
  history: OrderHistoryTab,
} as const;

/** A tab of the distribution order screen. */
export function DistributionOrderTabPage({ tab, tabs }: DistributionOrderTabPageProps) {
  const { orderId } = useParams();
  const View = ORDER_TAB_VIEWS[tab];
  return (
    <OrderShell orderId={idOf(orderId)} tabs={tabs} active={tab}>
      {(order) => <View order={order} />}
    </OrderShell>
  );
}
