import { ProfilePage, type ProfileTab } from '../profile-page';

const TABS: readonly ProfileTab[] = [
  { route: 'supplier.profile.view', label: 'View' },
  { route: 'supplier.profile.departments', label: 'Departments' },
  { route: 'supplier.profile.docs', label: 'Docs' },
];

export default function SupplierProfileViewPage() {
  return <ProfilePage tabs={TABS} />;
}
