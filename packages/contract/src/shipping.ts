import { SHIPPING_STATUS_KEYS, type ShippingStatusKey } from './statuses';

/**
 * How a suborder (shipment) reaches the patient: our driver from a warehouse, a parcel carrier, or the patient
 * collecting it at the store. A ready order is split into suborders per warehouse and method.
 */
export const DELIVERY_METHODS = ['driver', 'courier', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  driver: 'Driver delivery',
  courier: 'Courier',
  pickup: 'Pickup in store',
};

/** The status a new suborder starts in, per method (the spec's "service" statuses). */
export const INITIAL_SHIPPING_STATUS: Readonly<Record<DeliveryMethod, ShippingStatusKey>> = {
  driver: 'warehouse_service',
  courier: 'shipping_service',
  pickup: 'pickup',
};

/** Display names: the spec names the statuses only inside permission keys (foundation §4); these are ours. */
export const SHIPPING_STATUS_LABELS: Readonly<Record<ShippingStatusKey, string>> = {
  warehouse_service: 'Warehouse service',
  pickup: 'Pickup in store',
  self_delivery: 'Self delivery',
  shipping_service: 'Shipping service',
  distributor_service: 'Distributor service',
  quote_by_mail: 'Quote by mail',
  quote_by_fax: 'Quote by fax',
  quote_by_manually: 'Quote (manual)',
  ordered_by_mail: 'Ordered by mail',
  ordered_by_fax: 'Ordered by fax',
  ordered_by_manually: 'Ordered (manual)',
  service_pending: 'Service pending',
  in_delivery: 'In delivery',
  pending_aob: 'Pending AOB',
  delivered: 'Delivered',
  paid: 'Paid',
};

export const shippingStatusName = (key: string): string => (SHIPPING_STATUS_LABELS as Record<string, string>)[key] ?? 'Unknown';

/** Statuses before the equipment has left: the suborder may still be regrouped, rescheduled or re-routed. */
export const PRE_DELIVERY_STATUSES: readonly ShippingStatusKey[] = SHIPPING_STATUS_KEYS.filter(
  (s) => !['in_delivery', 'pending_aob', 'delivered', 'paid'].includes(s),
);

/** Done for the order: when every suborder of an order is in one of these, the order moves to Billing. */
export const DELIVERED_STATUSES: readonly ShippingStatusKey[] = ['delivered', 'paid'];

/**
 * Moves a person may make by hand through `POST vendor/suborders/{id}/status` (the driver app and billing move
 * suborders too, through their own calls). Going out (`in_delivery`) from any service status; back to pending
 * when a delivery failed; delivered, or pending AOB when the signed assignment of benefits is still missing.
 */
export function allowedShippingMoves(from: ShippingStatusKey): ShippingStatusKey[] {
  if ((PRE_DELIVERY_STATUSES as readonly string[]).includes(from)) {
    const service = PRE_DELIVERY_STATUSES.filter((s) => s !== from);
    return [...service, 'in_delivery', 'pending_aob', 'delivered'];
  }
  switch (from) {
    case 'in_delivery':
      return ['service_pending', 'pending_aob', 'delivered'];
    case 'pending_aob':
      return ['delivered'];
    case 'delivered':
      return ['paid'];
    default:
      return [];
  }
}

/** Parcel carriers with their public tracking page; `{n}` is the tracking number. */
export const COURIERS = [
  { code: 'ups', name: 'UPS', tracking_url: 'https://www.ups.com/track?tracknum={n}' },
  { code: 'fedex', name: 'FedEx', tracking_url: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
  { code: 'usps', name: 'USPS', tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}' },
  { code: 'dhl', name: 'DHL', tracking_url: 'https://www.dhl.com/us-en/home/tracking.html?tracking-id={n}' },
] as const;
export type CourierCode = (typeof COURIERS)[number]['code'];
export const COURIER_CODES = COURIERS.map((c) => c.code) as [CourierCode, ...CourierCode[]];

/** The tracking number as the form's mask shows it (####-####-####) and as it is kept (12 digits). */
export const TRACKING_MASK = '####-####-####';
export const TRACKING_DIGITS = 12;

export function trackingUrl(courier: string | null, number: string | null): string | null {
  const c = COURIERS.find((x) => x.code === courier);
  if (!c || !number) return null;
  return c.tracking_url.replace('{n}', encodeURIComponent(number.replace(/\D/g, '')));
}

/** Skills a driver needs for some equipment: oxygen (concentrators, tanks) is delivered by certified drivers. */
export const DRIVER_SKILLS = ['oxygen', 'lift', 'setup'] as const;
export type DriverSkill = (typeof DRIVER_SKILLS)[number];
export const DRIVER_SKILL_LABELS: Readonly<Record<DriverSkill, string>> = {
  oxygen: 'Oxygen certified',
  lift: 'Two-person lift (beds, lifts)',
  setup: 'Setup and training',
};

/** Why a stop could not be delivered (the driver picks one). */
export const FAILED_DELIVERY_REASONS = ['not_home', 'refused', 'wrong_address', 'damaged', 'no_access', 'other'] as const;
export type FailedDeliveryReason = (typeof FAILED_DELIVERY_REASONS)[number];
export const FAILED_DELIVERY_LABELS: Readonly<Record<FailedDeliveryReason, string>> = {
  not_home: 'Nobody at home',
  refused: 'Patient refused',
  wrong_address: 'Wrong address',
  damaged: 'Equipment damaged',
  no_access: 'No access to the building',
  other: 'Other',
};

/** Who signed for the equipment, relative to the patient. */
export const RECIPIENT_RELATIONS = ['self', 'spouse', 'parent', 'child', 'caregiver', 'facility_staff', 'other'] as const;
export type RecipientRelation = (typeof RECIPIENT_RELATIONS)[number];

export const ROUTE_STATUSES = ['planned', 'loaded', 'in_progress', 'completed'] as const;
export type RouteStatus = (typeof ROUTE_STATUSES)[number];
export const POINT_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type PointStatus = (typeof POINT_STATUSES)[number];

/** A suborder moved (and perhaps its order to Billing): pushed on the company's channel so lists refresh. */
export const SUBORDER_CHANGED_EVENT = 'shipping.suborder.changed';
export interface SuborderChanged {
  suborder_id: number;
  order_id: number;
  status: string;
  order_completed: boolean;
}
