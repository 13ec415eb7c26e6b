import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { getInventoryDefaults, putInventoryDefaults, type putInventoryDefaultsBody } from '@dme/contract';
import { call } from '../../../lib/http';
import { inventoryKeys, type InventoryDefaultsListQuery } from './keys';
import type { ListExport } from '../../../components';

/** As sent: an imported cell the server should word a refusal for ("ten") travels as written. */
export type SaveDefaultsBody = z.input<typeof putInventoryDefaultsBody>;

/** `GET vendor/inventory/defaults`: the stock editor's rows (one per shelf). */
export const inventoryDefaultsQueryOptions = (query: InventoryDefaultsListQuery) =>
  queryOptions({
    queryKey: inventoryKeys.defaults(query),
    queryFn: ({ signal }) => call(getInventoryDefaults, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the current filters: one call, which the server answers with every row (DataTable `exportList`). */
export const inventoryDefaultsExport = (query: Omit<InventoryDefaultsListQuery, 'page' | 'rowsPerPage'>, fileName: string): ListExport => ({ endpoint: getInventoryDefaults, query, fileName });

/**
 * `PUT vendor/inventory/defaults`: all rows or none; with `dry_run` only the changes they would make (the import
 * preview). Silent on errors: a 422 names rows (`rows.N.field`) and the screen shows them beside the rows.
 */
export function useSaveInventoryDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveDefaultsBody) => (await call(putInventoryDefaults, { body, skipErrorAlert: true })).data,
    onSuccess: (result) => {
      if (!result.applied) return;
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
}
