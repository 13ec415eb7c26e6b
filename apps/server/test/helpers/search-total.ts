import { SEARCH_COUNT_CAP } from '../../src/lib/paging';

/** A search's total on a page of 25 (lib/paging.ts SEARCH_COUNT_CAP): counted up to the cap, or to the page's end past it. */
export function searchTotalOn(page: number, total: number): { total: number; total_capped?: true } {
  const limit = Math.max(SEARCH_COUNT_CAP, page * 25);
  return total > limit ? { total: limit, total_capped: true } : { total };
}

