import { DistributorsPage } from '../../../features/distributors';

export default function SupplierDistributorsListPage() {
  return <DistributorsPage />;
}
