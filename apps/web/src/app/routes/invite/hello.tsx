import { HelloStep } from '../../../features/invite';

export default function InviteHelloPage() {
  return <HelloStep />;
}
