import { Stack } from '@mantine/core';
import { GeneralTab } from '../../../features/orders';
import { RecordTags } from '../../../features/settings';
import { OrderTabPage } from '../order-tab-page';

export default function SupplierOrderGeneralPage() {
  return (
    <OrderTabPage side="supplier" tab="general">
      {(order) => (
        <Stack gap="sm">
          <RecordTags kind="order" id={order.id} />
          <GeneralTab side="supplier" order={order} />
        </Stack>
      )}
    </OrderTabPage>
  );
}
