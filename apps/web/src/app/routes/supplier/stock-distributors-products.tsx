import { DistributorTabPage } from '../../../features/distributors';
import { distributorTabs } from './stock-distributors-tabs';

export default function SupplierDistributorProductsPage() {
  return <DistributorTabPage tab="products" tabs={distributorTabs} />;
}
