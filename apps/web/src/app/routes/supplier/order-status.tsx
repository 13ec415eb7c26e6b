import { Stack } from '@mantine/core';
import { SupplierStatusTab } from '../../../features/orders';
import { OrderSubordersPanel } from '../../../features/shipping';
import { OrderTabPage } from '../order-tab-page';

/** Ready For Service, Delivery and Billing: the order ships as suborders, shown (and split) under its status. */
const SHIPPING_STATUSES = [40, 70, 80];

export default function SupplierOrderStatusPage() {
  return (
    <OrderTabPage side="supplier" tab="order-status">
      {(order) => (
        <Stack gap="md">
          <SupplierStatusTab order={order} />
          {SHIPPING_STATUSES.includes(order.status) && <OrderSubordersPanel order={order} />}
        </Stack>
      )}
    </OrderTabPage>
  );
}
