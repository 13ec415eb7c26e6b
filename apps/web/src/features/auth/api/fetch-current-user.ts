import { getUser, type CurrentUser } from '@dme/contract';
import { call } from '../../../lib/http';
import { readServerError } from '../../../lib/http-error';
import { session } from '../../../lib/session';

// Without React Query: the standalone sign-in page (src/sign-in) uses it too, and must not load the query cache.
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
