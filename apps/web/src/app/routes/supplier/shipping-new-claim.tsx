import { SuborderClaimsPage } from '../../../features/billing';
import { suborderTabs } from './shipping-tabs';

/** `supplier.shipping.show.new-claim`: the suborder screen's claims tab (billing's). */
export default function SupplierSuborderNewClaimPage() {
  return <SuborderClaimsPage tabs={suborderTabs} />;
}
