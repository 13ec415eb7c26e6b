import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listSettingsTags } from '@dme/contract';
import { fetchEveryPage } from '../../../lib/fetch-every-page';
import { call } from '../../../lib/http';
import type { ListExport } from '../../../components';
import { settingsKeys, type TagsListQuery } from './keys';

/** `GET vendor/system/tags`: a page of the company's tags with how many records carry each. */
export const tagsQueryOptions = (query: TagsListQuery) =>
  queryOptions({
    queryKey: settingsKeys.tagList(query),
    queryFn: ({ signal }) => call(listSettingsTags, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Every tag (pickers and filters offer them all; a company keeps a handful). */
export const allTagsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.tagList({ rowsPerPage: 100 }),
    queryFn: () => fetchEveryPage((page, rowsPerPage) => call(listSettingsTags, { query: { page, rowsPerPage } })),
    staleTime: 60_000,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const tagsExport = (query: Omit<TagsListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: listSettingsTags, query, fileName });
