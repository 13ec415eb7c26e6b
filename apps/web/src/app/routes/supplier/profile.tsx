import { Navigate } from 'react-router';
import { href } from '@dme/contract';

/** `/supplier/profile` opens its first tab. */
export default function SupplierProfileShell() {
  return <Navigate to={href('supplier.profile.view')} replace />;
}
