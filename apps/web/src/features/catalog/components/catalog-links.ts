/** Where the catalogue's levels live on a screen: own routes on the doctor side, search params on the supplier's. */
export interface CatalogLinks {
  /** The category tree. */
  root: string;
  category: (categoryId: number) => string;
  subcategory: (categoryId: number, subcategoryId: number) => string;
}
