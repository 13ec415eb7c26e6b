import { useCurrentUser } from '../../features/auth';
import { PageLoader } from '../../components/page-loader';
import { MobileFrame } from './parts/mobile-frame';

/** Patient and driver areas: the mobile frame at every width (their guards ensure a user). */
export function MobileLayout() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return <MobileFrame user={user} layout="mobile" />;
}
