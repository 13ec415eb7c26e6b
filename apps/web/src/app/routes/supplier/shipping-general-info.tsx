import { SuborderTabPage } from '../../../features/shipping';
import { suborderTabs } from './shipping-tabs';

export default function SupplierSuborderGeneralInfoPage() {
  return <SuborderTabPage tab="general-info" tabs={suborderTabs} />;
}
