import { DistributorNewPage } from '../../../features/distributors';

export default function SupplierDistributorNewPage() {
  return <DistributorNewPage />;
}
