import { DistributionOrderTabPage } from '../../../features/distributors';
import { distributionOrderTabs } from './stock-distributors-tabs';

export default function SupplierDistributionOrderHistoryPage() {
  return <DistributionOrderTabPage tab="history" tabs={distributionOrderTabs} />;
}
