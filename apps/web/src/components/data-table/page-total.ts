/** What a list query holds that the table's footer needs: failed or not, and the answer's `meta`. */
interface ListQueryLike {
  isError: boolean;
  data?: { meta: { total: number; total_capped?: true } };
}

/**
 * A server-side table's `total` and `totalCapped` from its list query (spread them on the DataTable): 0 after a
 * failure, and whether the server counted only up to its cap, so the footer says "of 1,000+" and paging goes on.
 */
export function pageTotalOf(query: ListQueryLike): { total: number; totalCapped: boolean } {
  if (query.isError || !query.data) return { total: 0, totalCapped: false };
  return { total: query.data.meta.total, totalCapped: query.data.meta.total_capped === true };
}
