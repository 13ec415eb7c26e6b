import { OfficeStep } from '../../../features/invite';

export default function InviteOfficePage() {
  return <OfficeStep />;
}
