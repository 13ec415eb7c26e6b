import { AgreementStep } from '../../../features/invite';

export default function InviteAgreementPage() {
  return <AgreementStep />;
}
