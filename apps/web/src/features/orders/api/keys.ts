import type { OrderSide } from './side';

/** What an orders list asks the server for (ARCHITECTURE rule 4 plus the status tab, patient and archive filters). */
export interface OrdersListQuery {
  page: number;
  rowsPerPage: number;
  status: string;
  sortBy?: 'id' | 'status' | 'rx_date' | 'created_at' | 'updated_at';
  sortType?: 'asc' | 'desc';
  search?: string;
  patient_id?: number;
  /** Query flag: '1' lists archived orders instead of the current ones. */
  archived?: '1';
  /** Supplier side: only orders carrying this tag. */
  tag_id?: number;
}

/** Query keys of the orders feature; invalidate through these, never through literal arrays. */
export const ordersKeys = {
  all: ['orders'] as const,
  side: (side: OrderSide) => [...ordersKeys.all, side] as const,
  lists: (side: OrderSide) => [...ordersKeys.side(side), 'list'] as const,
  list: (side: OrderSide, query: OrdersListQuery) => [...ordersKeys.lists(side), query] as const,
  /** The order and everything under it: invalidating this reloads every tab of the order screen. */
  detail: (side: OrderSide, orderId: number) => [...ordersKeys.side(side), 'detail', orderId] as const,
  order: (side: OrderSide, orderId: number) => [...ordersKeys.detail(side, orderId), 'order'] as const,
  status: (side: OrderSide, orderId: number) => [...ordersKeys.detail(side, orderId), 'status'] as const,
  history: (side: OrderSide, orderId: number) => [...ordersKeys.detail(side, orderId), 'history'] as const,
  tree: (orderId: number) => [...ordersKeys.detail('doctor', orderId), 'tree'] as const,
  diagnoses: (search: string) => [...ordersKeys.all, 'diagnoses', search] as const,
  vendors: (search: string) => [...ordersKeys.all, 'vendors', search] as const,
  doctor: (doctorId: number) => [...ordersKeys.all, 'doctor', doctorId] as const,
  doctorOffice: (doctorId: number, locationId: number) => [...ordersKeys.doctor(doctorId), 'office', locationId] as const,
};
