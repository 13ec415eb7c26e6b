import { Navigate } from 'react-router';
import { href } from '@dme/contract';

/** `/supplier/settings` opens its first tab, the tags. */
export default function SupplierSettingsShell() {
  return <Navigate to={href('supplier.settings.tags')} replace />;
}
