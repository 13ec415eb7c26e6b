import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listCommunicationLogs } from '@dme/contract';
import { call } from '../../../lib/http';
import type { ListExport } from '../../../components';
import { logsKeys, type CommunicationQuery } from './keys';

/** `GET vendor/logs/communication` (needs `logs`): calls from the phone widget, or (`channel=mail`) mails sent. */
export const communicationQueryOptions = (query: CommunicationQuery) =>
  queryOptions({
    queryKey: logsKeys.communication(query),
    queryFn: ({ signal }) => call(listCommunicationLogs, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const communicationExport = (query: CommunicationQuery, fileName: string): ListExport => ({ endpoint: listCommunicationLogs, query, fileName });
