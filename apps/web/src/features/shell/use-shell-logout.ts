import { href } from '@dme/contract';
import { appNavigate } from '../../lib/navigation';
import { useLogout } from '../auth';

/**
 * Logout from the shell: revoke the token, reset every store, land on the login page. Navigates through the
 * app navigator: clearing the session unmounts the signed-in frame that asked, before the call settles.
 */
export function useShellLogout(): { logout: () => void; isPending: boolean } {
  const signOut = useLogout();
  return {
    logout: () => {
      void signOut
        .mutateAsync()
        .catch(() => undefined)
        .then(() => appNavigate(href('auth.login')));
    },
    isPending: signOut.isPending,
  };
}
