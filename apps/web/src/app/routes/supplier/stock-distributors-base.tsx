import { DistributorTabPage } from '../../../features/distributors';
import { distributorTabs } from './stock-distributors-tabs';

export default function SupplierDistributorBasePage() {
  return <DistributorTabPage tab="base" tabs={distributorTabs} />;
}
