export interface Page<T> {
  data: T[];
  meta: { total: number; page: number; rowsPerPage: number };
}

/** The limit/offset of a list page (page numbers start at 1). */
export const pageWindow = (q: { page: number; rowsPerPage: number }) => ({ limit: q.rowsPerPage, offset: (q.page - 1) * q.rowsPerPage });

/** The `meta` of a paginated answer (ARCHITECTURE rule 4). */
export const pageMeta = (q: { page: number; rowsPerPage: number }, total: number) => ({ total, page: q.page, rowsPerPage: q.rowsPerPage });

/** A user's text inside LIKE/ILIKE: `%`, `_` and the escape character itself match literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');

/** Search words: split on spaces, empty ones dropped, at most eight (longer inputs add nothing but cost). */
export const searchWords = (search: string | undefined): string[] => (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
