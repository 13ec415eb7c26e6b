import type { ProfileTab } from '../profile-page';

export const DOCTOR_PROFILE_TABS: readonly ProfileTab[] = [
  { route: 'doctor.profile.view', label: 'View' },
  { route: 'doctor.profile.locations', label: 'Locations' },
];
