/** Query keys of the auth feature; invalidate through these, never through literal arrays. */
export const authKeys = {
  all: ['auth'] as const,
  /** Keyed by the bearer token, so a new sign-in never reads the previous user from the cache. */
  currentUser: (token: string | null) => [...authKeys.all, 'current-user', token] as const,
};
