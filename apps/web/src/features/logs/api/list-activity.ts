import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listActivityLog } from '@dme/contract';
import { call } from '../../../lib/http';
import { logsKeys, type ActivityQuery } from './keys';

/** `GET vendor/logs/activity` (needs `logs`): one page of the company's activity log. */
export const activityQueryOptions = (query: ActivityQuery) =>
  queryOptions({
    queryKey: logsKeys.activityList(query),
    queryFn: ({ signal }) => call(listActivityLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
