import { SchedulerPage } from '../../../features/shipping-manage';

export default function SupplierShippingManageSchedulerPage() {
  return <SchedulerPage />;
}
