import { AutoSchedulerPage } from '../../../features/shipping-manage';

export default function SupplierShippingManageAutoSchedulerPage() {
  return <AutoSchedulerPage />;
}
