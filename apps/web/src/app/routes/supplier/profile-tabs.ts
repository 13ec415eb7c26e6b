import type { ProfileTab } from '../profile-page';

export const SUPPLIER_PROFILE_TABS: readonly ProfileTab[] = [
  { route: 'supplier.profile.view', label: 'View' },
  { route: 'supplier.profile.departments', label: 'Departments' },
  { route: 'supplier.profile.docs', label: 'Docs' },
];
