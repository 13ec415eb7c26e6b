import { DistributorTabPage } from '../../../features/distributors';
import { distributorTabs } from './stock-distributors-tabs';

export default function SupplierDistributorOrdersPage() {
  return <DistributorTabPage tab="orders" tabs={distributorTabs} />;
}
