import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listTrackingActions } from '@dme/contract';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { call } from '../../../lib/http';
import type { ListExport } from '../../../components';
import { trackingKeys, type ActionsListQuery } from './keys';

/** `GET vendor/system/tracking`: a page of the company's tracking actions. */
export const actionsQueryOptions = (query: ActionsListQuery) =>
  queryOptions({
    queryKey: trackingKeys.actionList(query),
    queryFn: ({ signal }) => call(listTrackingActions, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every action (the "record an action" picker). */
export const allActionsQueryOptions = () =>
  queryOptions({
    queryKey: trackingKeys.actionList({ rowsPerPage: 100 }),
    queryFn: () => fetchEveryPage((page, rowsPerPage) => call(listTrackingActions, { query: { page, rowsPerPage } })),
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const actionsExport = (query: Omit<ActionsListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listTrackingActions, query, fileName });
