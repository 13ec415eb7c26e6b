import { useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@dme/contract';
import { currentUserQueryOptions } from './get-user';
import { signInAndFetchUser, type LoginCredentials } from './sign-in';

export { signInAndFetchUser, USER_AFTER_LOGIN_ERROR, UserAfterLoginError, type LoginCredentials } from './sign-in';

/** Signs in inside the app: the user lands in the query cache the guards read. */
export function useAppSignIn(): (credentials: LoginCredentials) => Promise<CurrentUser> {
  const queryClient = useQueryClient();
  return (credentials) => signInAndFetchUser(credentials, (token) => queryClient.fetchQuery(currentUserQueryOptions(token, { quiet: true })));
}
