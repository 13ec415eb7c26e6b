import { DistributionOrderTabPage } from '../../../features/distributors';
import { distributionOrderTabs } from './stock-distributors-tabs';

export default function SupplierDistributionOrderOtcPage() {
  return <DistributionOrderTabPage tab="otc" tabs={distributionOrderTabs} />;
}
