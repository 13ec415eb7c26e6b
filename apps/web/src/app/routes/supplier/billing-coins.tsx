import { ClaimsListPage } from '../../../features/billing';

/** `supplier.billing.coins`: open patient balances. */
export default function SupplierBillingCoinsPage() {
  return <ClaimsListPage list="coins" />;
}
