import { DistributionOrdersPage } from '../../../features/distributors';

export default function SupplierDistributionOrdersListPage() {
  return <DistributionOrdersPage />;
}
