/** Order status catalogue (foundation §4). Codes 0 and 1 are both Draft. */
export const ORDER_STATUSES = [
  { code: 0, name: 'Draft' },
  { code: 1, name: 'Draft' },
  { code: 3, name: 'Pend HIPAA' },
  { code: 5, name: 'Initial' },
  { code: 10, name: 'Intake' },
  { code: 20, name: 'Pend PRSC' },
  { code: 21, name: 'CMN Partly' },
  { code: 22, name: 'Pend F2F' },
  { code: 25, name: 'CMN Received' },
  { code: 27, name: 'CMN Verified' },
  { code: 30, name: 'PA Pending' },
  { code: 35, name: 'PA Received' },
  { code: 40, name: 'Ready For Service' },
  { code: 70, name: 'Delivery' },
  { code: 80, name: 'Billing' },
  { code: 100, name: 'Completed' },
] as const;
export const ORDER_STATUS_CODES = ORDER_STATUSES.map((s) => s.code);

/** Status codes by name, for rules that compare or pick statuses (instead of bare numbers). */
export const STATUS = {
  DRAFT: 0,
  DRAFT_SENT: 1,
  PEND_HIPAA: 3,
  INITIAL: 5,
  INTAKE: 10,
  PEND_PRSC: 20,
  CMN_PARTLY: 21,
  PEND_F2F: 22,
  CMN_RECEIVED: 25,
  CMN_VERIFIED: 27,
  PA_PENDING: 30,
  PA_RECEIVED: 35,
  READY_FOR_SERVICE: 40,
  DELIVERY: 70,
  BILLING: 80,
  COMPLETED: 100,
} as const satisfies Record<string, OrderStatusCode>;

/** The two statuses in which the order waits for the prescriber's signature (CMN, face-to-face note). */
export const DOCTOR_SIGNING_STATUSES = [STATUS.PEND_PRSC, STATUS.PEND_F2F] as const;
export type OrderStatusCode = (typeof ORDER_STATUSES)[number]['code'];

/** Statuses the doctor sees in place of supplier-side ones. */
export const VIRTUAL_STATUSES = [
  { code: -10, name: 'In work' },
  { code: -100, name: 'Delivered' },
] as const;
export type VirtualStatusCode = (typeof VIRTUAL_STATUSES)[number]['code'];

export const UNKNOWN_STATUS_NAME = 'Unknown';

/** Display name of any status code; unknown codes show as the Unknown badge. */
export function statusName(code: number): string {
  const found = [...ORDER_STATUSES, ...VIRTUAL_STATUSES].find((s) => s.code === code);
  return found ? found.name : UNKNOWN_STATUS_NAME;
}

/**
 * The order type of a patient's own purchase in the patient app: no prescriber, no insurance, the patient pays the
 * supplier. Its Intake goes straight to Ready For Service (no signature or prior authorisation is asked).
 */
export const PATIENT_PAY_ORDER_TYPE = 'patient_pay';

/**
 * Where the payment of a patient's purchase stands. The card is not taken in the app: the supplier collects the total
 * and records it (`due` -> `paid`); a recorded payment can be taken back (`paid` -> `due`, a mistake) or refunded
 * (`paid` -> `refunded`, final).
 */
export const PURCHASE_PAYMENT_STATES = ['due', 'paid', 'refunded'] as const;
export type PurchasePaymentState = (typeof PURCHASE_PAYMENT_STATES)[number];
export const PURCHASE_PAYMENT_MOVES: Readonly<Record<PurchasePaymentState, readonly PurchasePaymentState[]>> = {
  due: ['paid'],
  paid: ['due', 'refunded'],
  refunded: [],
};

/** Supplier "Send to ..." flow: from -> to (foundation §4). */
export const SUPPLIER_FLOW: Readonly<Record<number, OrderStatusCode>> = {
  0: 5,
  1: 5,
  5: 10,
  10: 20,
  21: 22,
  22: 25,
  25: 27,
  27: 30,
  30: 35,
  35: 40,
  40: 70,
};

/** The supplier's status-step label: a "Send to ..." button, or a waiting text, or nothing. */
export function supplierStep(code: number): { kind: 'button'; to: number; label: string } | { kind: 'text'; text: string } | null {
  if (code === 20) return { kind: 'text', text: 'Waiting for Doctor signature' };
  const to = SUPPLIER_FLOW[code];
  if (to === undefined) return null;
  return { kind: 'button', to, label: `Send to ${statusName(to)}` };
}

export const VALIDATION_STEP_TEXT = 'To move to the next status all actions need to be fulfilled';

/** Doctor-side actions per status (foundation §4): status -> button. */
export const DOCTOR_ACTIONS: Readonly<Record<number, string>> = {
  1: 'Send to Supplier',
  3: 'Send to Initial',
  20: 'Sign CMN',
  22: 'Sign F2F',
};

/** The status the doctor sees: supplier-side statuses become In work, delivered ones Delivered. */
export function doctorVisibleStatus(code: number): number {
  if (code >= STATUS.BILLING) return -100;
  if (code >= STATUS.INITIAL && !(DOCTOR_SIGNING_STATUSES as readonly number[]).includes(code)) return -10;
  return code;
}

/** Shipping status keys, named only inside permission keys (foundation §4). */
export const SHIPPING_STATUS_KEYS = [
  'warehouse_service',
  'pickup',
  'self_delivery',
  'shipping_service',
  'distributor_service',
  'quote_by_mail',
  'quote_by_fax',
  'quote_by_manually',
  'ordered_by_mail',
  'ordered_by_fax',
  'ordered_by_manually',
  'service_pending',
  'in_delivery',
  'pending_aob',
  'delivered',
  'paid',
] as const;
export type ShippingStatusKey = (typeof SHIPPING_STATUS_KEYS)[number];

/** Claims lists (foundation §4). */
export const CLAIM_LISTS = ['claims', 'coins', 'declined', 'pending'] as const;
