import { DistributionOrderTabPage } from '../../../features/distributors';
import { distributionOrderTabs } from './stock-distributors-tabs';

export default function SupplierDistributionOrderItemsPage() {
  return <DistributionOrderTabPage tab="items" tabs={distributionOrderTabs} />;
}
