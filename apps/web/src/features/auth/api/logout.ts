import { useMutation } from '@tanstack/react-query';
import { logout } from '@dme/contract';
import { call } from '../../../lib/http';
import { session } from '../../../lib/session';

/** Revokes the token on the server, then signs out locally even if that call failed (offline, expired). */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      try {
        // Silent: an already expired token must not greet the user with "Authorization has expired" on the way out.
        await call(logout, { skipErrorAlert: true });
      } finally {
        session.clear();
      }
    },
  });
}
