import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUser, type CurrentUser } from '@dme/contract';
import { call } from '../../../lib/http';
import { readServerError } from '../../../lib/http-error';
import { session, useSession } from '../../../lib/session';
import { authKeys } from './keys';

export async function fetchCurrentUser(token: string, signal?: AbortSignal, quiet = false): Promise<CurrentUser> {
  try {
    // Without X-Location-Id / X-Staff-Id: the answer is what lets the app drop a choice the user lost.
    const { data } = await call(getUser, { token, signal, skipErrorAlert: quiet, omitActingHeaders: true });
    // Staff act as themselves by default; a stored location the user lost is dropped.
    if (session.bearer() === token) session.adoptUser(data);
    return data;
  } catch (error) {
    // A stored token the server no longer accepts (revoked, expired) would otherwise keep the app "signed in".
    if (readServerError(error).status === 401 && session.bearer() === token) session.clear();
    throw error;
  }
}

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
