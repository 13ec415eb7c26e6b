import { SuborderTabPage } from '../../../features/shipping';
import { suborderTabs } from './shipping-tabs';

export default function SupplierSuborderStatusPage() {
  return <SuborderTabPage tab="status" tabs={suborderTabs} />;
}
