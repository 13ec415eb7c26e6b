import { useNavigate } from 'react-router';
import { href } from '@dme/contract';
import { FinishStep } from '../../../features/invite';

export default function InviteFinishPage() {
  const navigate = useNavigate();
  return <FinishStep onFinished={() => void navigate(href('doctor.dashboard'), { replace: true })} />;
}
