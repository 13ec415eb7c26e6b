/** Query keys of the stock feature (warehouses for now); mutations invalidate through these only. */
export const stockKeys = {
  all: ['stock'] as const,
  warehouseLists: () => [...stockKeys.all, 'warehouses', 'list'] as const,
  warehouseList: (query: object) => [...stockKeys.warehouseLists(), query] as const,
  warehouse: (warehouseId: number) => [...stockKeys.all, 'warehouses', warehouseId] as const,
  cities: (zip: string) => [...stockKeys.all, 'cities', zip] as const,
};
