import { DepartmentsList } from '../../../features/company';
import { ProfilePage } from '../profile-page';
import { SUPPLIER_PROFILE_TABS } from './profile-tabs';

/** The company's departments (its locations), a tab of the profile. */
export default function SupplierProfileDepartmentsPage() {
  return (
    <ProfilePage tabs={SUPPLIER_PROFILE_TABS}>
      <DepartmentsList />
    </ProfilePage>
  );
}
