import { doctorOrders, vendorOrders } from '@dme/contract';

/** Which side's order calls a screen makes: the doctor's (`doctor/orders`) or the supplier's (`vendor/orders`). */
export type OrderSide = 'doctor' | 'supplier';

/** Calls both sides declare with the same shape; the side-only ones are used directly from the contract. */
export const orderCalls = (side: OrderSide) => (side === 'doctor' ? doctorOrders : vendorOrders);
