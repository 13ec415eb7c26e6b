/** What a page of office stock asks for (ARCHITECTURE rule 4 plus the stock's filters). */
export interface OfficeStockListQuery {
  page: number;
  rowsPerPage: number;
  category_id?: number;
  subcategory_id?: number;
  location_id?: number;
  search?: string;
}

/** Query keys of the office-stock feature; invalidate through these, never through literal arrays. */
export const officeStockKeys = {
  all: ['office-stock'] as const,
  lists: () => [...officeStockKeys.all, 'list'] as const,
  list: (query: OfficeStockListQuery) => [...officeStockKeys.lists(), query] as const,
};
