import { queryOptions } from '@tanstack/react-query';
import { getActivityLogOptions } from '@dme/contract';
import { call } from '../../../lib/http';
import { logsKeys } from './keys';

/** `GET vendor/logs/activity/options`: the users, entities and actions the filters offer. */
export const activityOptionsQueryOptions = () =>
  queryOptions({
    queryKey: logsKeys.activityOptions(),
    queryFn: async ({ signal }) => (await call(getActivityLogOptions, { signal })).data,
    staleTime: 60_000,
  });
