import { SuborderTabPage } from '../../../features/shipping';
import { suborderTabs } from './shipping-tabs';

export default function SupplierSuborderDocumentsPage() {
  return <SuborderTabPage tab="documents" tabs={suborderTabs} />;
}
