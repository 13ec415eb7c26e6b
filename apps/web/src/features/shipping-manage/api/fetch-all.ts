/** Most rows one export or board collects: past this, narrow the filters. */
export const FETCH_ALL_LIMIT = 10_000;
const PAGE = 100;

/** Every row of a list, page after page of 100, until a short page or the limit. */
export async function fetchEveryPage<T>(fetchPage: (page: number, rowsPerPage: number) => Promise<{ data: T[] }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < FETCH_ALL_LIMIT; page += 1) {
    const answer = await fetchPage(page, PAGE);
    rows.push(...answer.data);
    if (answer.data.length < PAGE) break;
  }
  return rows.slice(0, FETCH_ALL_LIMIT);
}
