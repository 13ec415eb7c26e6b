import type { DeliveryMethod, OrderItem, RegroupingBody } from '@dme/contract';

/** One shipment being put together: how it goes and from where. `key` only tells the groups apart on screen. */
export interface DraftGroup {
  key: number;
  method: DeliveryMethod;
  warehouseId: number | null;
}

export interface Grouping {
  groups: DraftGroup[];
  /** Item id -> the key of its group. */
  placement: Record<number, number>;
}

/** The default split: one driver shipment per warehouse the items' stock is reserved in (items without stock together). */
export function initialGrouping(items: readonly Pick<OrderItem, 'id' | 'stock'>[]): Grouping {
  const groups: DraftGroup[] = [];
  const placement: Record<number, number> = {};
  for (const item of items) {
    const warehouseId = item.stock?.warehouse.id ?? null;
    let group = groups.find((g) => g.warehouseId === warehouseId);
    if (!group) {
      group = { key: groups.length + 1, method: 'driver', warehouseId };
      groups.push(group);
    }
    placement[item.id] = group.key;
  }
  if (groups.length === 0) groups.push({ key: 1, method: 'driver', warehouseId: null });
  return { groups, placement };
}

/** The regrouping call's body: the groups that carry at least one item, in their order on screen. */
export function regroupingBody({ groups, placement }: Grouping, items: readonly Pick<OrderItem, 'id'>[]): RegroupingBody {
  return {
    groups: groups
      .map((g) => ({
        item_ids: items.filter((i) => placement[i.id] === g.key).map((i) => i.id),
        method: g.method,
        warehouse_id: g.warehouseId,
      }))
      .filter((g) => g.item_ids.length > 0),
  };
}

export const nextGroupKey = (groups: readonly DraftGroup[]) => Math.max(0, ...groups.map((g) => g.key)) + 1;
