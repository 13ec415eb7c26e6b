import { queryOptions } from '@tanstack/react-query';
import { resolveShortLink } from '@dme/contract';
import { call } from '../../../lib/http';
import { session } from '../../../lib/session';

export const shortLinkKeys = {
  all: ['short-link'] as const,
  resolve: (hash: string) => [...shortLinkKeys.all, hash] as const,
};

/**
 * `GET /api/s/{hash}`: the in-app path a short link opens. Silent for the error catalogue: the page itself says
 * "This link is not valid." (404) or "This link has expired." (410). Never cached: a link may expire any time.
 * The session keeps the hash (`s-hash`) while it is being resolved.
 */
export const shortLinkQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: shortLinkKeys.resolve(hash),
    queryFn: async ({ signal }) => {
      session.setShortHash(hash);
      try {
        return (await call(resolveShortLink, { params: { hash }, signal, skipErrorAlert: true })).data.redirect_to;
      } finally {
        session.setShortHash(null);
      }
    },
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
