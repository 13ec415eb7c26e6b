import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@dme/contract';
import { useSession } from '../../../lib/session';
import { fetchCurrentUser } from './fetch-current-user';
import { authKeys } from './keys';

export { fetchCurrentUser };

/** `quiet`: the caller reports a failure itself (login shows "Auth {me} Error ..."), so no error toast. */
export function currentUserQueryOptions(token: string, { quiet = false }: { quiet?: boolean } = {}) {
  return queryOptions({
    queryKey: authKeys.currentUser(token),
    queryFn: ({ signal }) => fetchCurrentUser(token, signal, quiet),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export interface CurrentUserState {
  /** Null when signed out (or the token was refused). */
  user: CurrentUser | null;
  /** A token exists and its user is still being fetched. */
  isLoading: boolean;
}

/** The signed-in user; fetched whenever a main or temporary token exists (spec §4 Session). */
export function useCurrentUser(): CurrentUserState {
  const { token, tempToken } = useSession();
  const bearer = token ?? tempToken;
  const query = useQuery({
    ...currentUserQueryOptions(bearer ?? ''),
    enabled: bearer !== null,
  });
  if (bearer === null) return { user: null, isLoading: false };
  return { user: query.data ?? null, isLoading: query.isPending };
}
