import { useCurrentUser } from '../../features/auth';
import { useIsMobile } from '../../lib/media';
import { DesktopFrame } from './parts/desktop-frame';
import { MobileFrame } from './parts/mobile-frame';
import { PublicFrame } from './parts/public-frame';

/**
 * Signed-in pages: collapsible sidebar on desktop; at 1090 px or less the mobile header and drawer.
 * Signed out (the welcome page) only the logo and Sign in.
 */
export function DefaultLayout() {
  const { user, isLoading } = useCurrentUser();
  const isMobile = useIsMobile();
  if (!user) return <PublicFrame checking={isLoading} />;
  return isMobile ? <MobileFrame user={user} layout="default" /> : <DesktopFrame user={user} />;
}
