import type { z } from 'zod';
import type { inventoryDefaultsQuery, inventoryQuery, serialNumbersQuery, stockLogsQuery } from '@dme/contract';

/** As sent: flags travel as '1' / '0', ids as numbers. */
export type InventoryListQuery = Partial<z.input<typeof inventoryQuery>>;
export type StockLogsListQuery = Partial<z.input<typeof stockLogsQuery>>;
export type SerialNumbersListQuery = Partial<z.input<typeof serialNumbersQuery>>;
export type InventoryDefaultsListQuery = Partial<z.input<typeof inventoryDefaultsQuery>>;

/** Query keys of the inventory feature; mutations invalidate through these only. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  list: (query: InventoryListQuery) => [...inventoryKeys.lists(), query] as const,
  skuOptions: (search: string) => [...inventoryKeys.all, 'sku-options', search] as const,
  sku: (skuId: number) => [...inventoryKeys.all, 'sku', skuId] as const,
  serialLists: (skuId: number) => [...inventoryKeys.sku(skuId), 'serials'] as const,
  serials: (skuId: number, query: SerialNumbersListQuery) => [...inventoryKeys.serialLists(skuId), query] as const,
  logLists: () => [...inventoryKeys.all, 'logs'] as const,
  logs: (query: StockLogsListQuery) => [...inventoryKeys.logLists(), query] as const,
  defaultLists: () => [...inventoryKeys.all, 'defaults'] as const,
  defaults: (query: InventoryDefaultsListQuery) => [...inventoryKeys.defaultLists(), query] as const,
  warehouses: () => [...inventoryKeys.all, 'warehouses'] as const,
};
