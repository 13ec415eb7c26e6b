import { SuborderShowRedirect } from '../../../features/shipping';

/** `/supplier/shipping/{suborderId}` opens its first tab, the general info. */
export default function SupplierSuborderShell() {
  return <SuborderShowRedirect />;
}
