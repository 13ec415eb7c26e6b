import { DistributionOrderTabPage } from '../../../features/distributors';
import { distributionOrderTabs } from './stock-distributors-tabs';

export default function SupplierDistributionOrderSkuPage() {
  return <DistributionOrderTabPage tab="sku" tabs={distributionOrderTabs} />;
}
