/** Where the office stock's levels live on a screen: the doctor's own routes, or inside an order's items tab. */
export interface OfficeStockLinks {
  /** The categories holding stock. */
  root: string;
  category: (categoryId: number) => string;
  subcategory: (categoryId: number, subcategoryId: number) => string;
}
