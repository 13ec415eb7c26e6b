import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@dme/contract';
import { call } from '../../../lib/http';

export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'mine'] as const,
};

/** `GET /api/profile`: the signed-in user's profile (any role). */
export const myProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.mine(),
    queryFn: async ({ signal }) => (await call(getProfile, { signal })).data,
  });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
