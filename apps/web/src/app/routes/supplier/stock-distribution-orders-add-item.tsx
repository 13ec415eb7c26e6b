import { DistributionOrderTabPage } from '../../../features/distributors';
import { distributionOrderTabs } from './stock-distributors-tabs';

export default function SupplierDistributionOrderAddItemPage() {
  return <DistributionOrderTabPage tab="add-item" tabs={distributionOrderTabs} />;
}
