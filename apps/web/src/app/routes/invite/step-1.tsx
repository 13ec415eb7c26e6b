import { ProfileStep } from '../../../features/invite';

export default function InviteProfilePage() {
  return <ProfileStep />;
}
