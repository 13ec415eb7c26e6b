/** What a list query holds that the table's footer needs: failed or not, and the answer's `meta`. */
interface ListQueryLike {
  isError: boolean;
  data?: { meta: { total: number; total_capped?: true } };
}

/** A list query as a server-side table reads it (TanStack Query's result of a list call). */
interface ServerListQuery<T> extends ListQueryLike {
  isPending: boolean;
  isPlaceholderData: boolean;
  data?: { data: readonly T[]; meta: { total: number; total_capped?: true } };
}

/**
 * A server-side table's `total` and `totalCapped` from its list query (spread them on the DataTable): 0 after a
 * failure, and whether the server counted only up to its cap, so the footer says "of 1,000+" and paging goes on.
 */
export function pageTotalOf(query: ListQueryLike): { total: number; totalCapped: boolean } {
  if (query.isError || !query.data) return { total: 0, totalCapped: false };
  return { total: query.data.meta.total, totalCapped: query.data.meta.total_capped === true };
}

/**
 * Everything a server-side DataTable takes from its list query (spread it on the table, beside its `state`): the
 * page's rows, none after a failure (the table's empty text then says what failed, rather than an earlier page
 * standing as if current), the total, and loading while the first page or the next one is on its way.
 */
export function serverListOf<T>(query: ServerListQuery<T>): {
  serverSide: true;
  rows: readonly T[];
  total: number;
  totalCapped: boolean;
  loading: boolean;
} {
  return {
    serverSide: true,
    rows: query.isError ? [] : (query.data?.data ?? []),
    ...pageTotalOf(query),
    loading: query.isPending || query.isPlaceholderData,
  };
}
