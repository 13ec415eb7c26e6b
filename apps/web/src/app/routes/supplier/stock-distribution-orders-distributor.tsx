import { DistributionOrderTabPage } from '../../../features/distributors';
import { distributionOrderTabs } from './stock-distributors-tabs';

export default function SupplierDistributionOrderDistributorPage() {
  return <DistributionOrderTabPage tab="distributor" tabs={distributionOrderTabs} />;
}
