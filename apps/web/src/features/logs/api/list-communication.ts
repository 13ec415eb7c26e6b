import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listCommunicationLogs } from '@dme/contract';
import { call } from '../../../lib/http';
import { logsKeys, type CommunicationQuery } from './keys';

/** `GET vendor/logs/communication` (needs `logs`): calls from the phone widget, or (`channel=mail`) mails sent. */
export const communicationQueryOptions = (query: CommunicationQuery) =>
  queryOptions({
    queryKey: logsKeys.communication(query),
    queryFn: ({ signal }) => call(listCommunicationLogs, { query, signal }),
    placeholderData: keepPreviousData,
  });
