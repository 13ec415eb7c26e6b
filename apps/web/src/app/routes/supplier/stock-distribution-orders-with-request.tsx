import { WithRequestPage } from '../../../features/distributors';

export default function SupplierDistributionOrderWithRequestPage() {
  return <WithRequestPage />;
}
