import { LocationsList } from '../../../features/locations';
import { ProfilePage } from '../profile-page';
import { DOCTOR_PROFILE_TABS } from './profile-tabs';

/** The practice's offices, a tab of the profile. */
export default function DoctorProfileLocationsPage() {
  return (
    <ProfilePage tabs={DOCTOR_PROFILE_TABS}>
      <LocationsList />
    </ProfilePage>
  );
}
