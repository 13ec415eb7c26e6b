import type { QueryClient } from '@tanstack/react-query';
import { session } from '../lib/session';

/**
 * "Logout clears the tokens and resets every store": whoever clears the session (logout, a refused token,
 * another tab), the cached server data of the previous user goes with it. Returns the unsubscribe function.
 */
export function bindSessionReset(queryClient: QueryClient): () => void {
  let hadBearer = session.bearer() !== null;
  return session.subscribe(() => {
    const hasBearer = session.bearer() !== null;
    if (hadBearer && !hasBearer) queryClient.removeQueries();
    hadBearer = hasBearer;
  });
}
