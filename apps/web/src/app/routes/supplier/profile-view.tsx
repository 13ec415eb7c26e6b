import { ProfilePage } from '../profile-page';
import { SUPPLIER_PROFILE_TABS } from './profile-tabs';

export default function SupplierProfileViewPage() {
  return <ProfilePage tabs={SUPPLIER_PROFILE_TABS} />;
}
