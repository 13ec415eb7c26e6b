/** Rows of one page answer. */
interface PageAnswer<T> {
  data: T[];
}

/** Most rows one select or board collects: past this, narrow the filters (the server counts up to 10,000 too). */
export const FETCH_ALL_LIMIT = 10_000;
const PAGE = 100;

/**
 * Every row of a list, page after page of 100, until a short page (the server's total may be a floor past its
 * count cap, so it is not trusted to stop) or the limit. For option lists and boards only: a table's CSV export is one
 * call the server streams (components/data-table `exportList`).
 */
export async function fetchEveryPage<T>(fetchPage: (page: number, rowsPerPage: number) => Promise<PageAnswer<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < FETCH_ALL_LIMIT; page += 1) {
    const answer = await fetchPage(page, PAGE);
    rows.push(...answer.data);
    if (answer.data.length < PAGE) break;
  }
  return rows.slice(0, FETCH_ALL_LIMIT);
}
