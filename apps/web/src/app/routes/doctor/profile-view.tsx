import { ProfilePage } from '../profile-page';
import { DOCTOR_PROFILE_TABS } from './profile-tabs';

export default function DoctorProfileViewPage() {
  return <ProfilePage tabs={DOCTOR_PROFILE_TABS} />;
}
