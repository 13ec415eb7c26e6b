import { STATUS, SUPPLIER_FLOW, type ChecklistItem } from '@dme/contract';

/** What the checklists read about an order; gathered in the transition's transaction (facts.queries.ts). */
export interface OrderFacts {
  hasPatient: boolean;
  hasDoctorLocation: boolean;
  noDoctor: boolean;
  hasVendor: boolean;
  items: number;
  /** Every item confirmed by the supplier (commons_confirmation). */
  itemsConfirmed: boolean;
  /** Lines without reserved stock (and a unit, when serialised) or an open distribution order buying them. */
  itemsWithoutStock: number;
  diagnoses: number;
  /** The order's policy: a current eligibility check's answer when there is one, else its own dates. */
  insurance: 'none' | 'inactive' | 'active';
  hasBillingAddress: boolean;
  hasShippingAddress: boolean;
  /** From the items' insurance defaults (Medicare DMEPOS policy); a payer-specific rule would refine these. */
  needsPriorAuth: boolean;
  needsCmn: boolean;
  needsF2f: boolean;
  prscSigned: boolean;
  f2fSigned: boolean;
  /** Types of the order's current documents (not archived, not expired). */
  documents: ReadonlySet<string>;
  /** The order's expiration date has passed. */
  expired: boolean;
  hasPriorNumber: boolean;
  hipaaConsent: boolean;
  /** A patient's own purchase (PATIENT_PAY_ORDER_TYPE): nothing is billed to a payer and no prescriber signs. */
  patientPays: boolean;
}

const item = (key: string, label: string, done: boolean): ChecklistItem => ({ key, label, done });

const orderBasics = (f: OrderFacts, withLocation: boolean): ChecklistItem[] => [
  item('patient', 'A patient is chosen', f.hasPatient),
  ...(withLocation ? [item('doctor_location', "The prescriber's office is chosen", f.hasDoctorLocation || f.noDoctor)] : []),
  item('items', 'At least one item is ordered', f.items > 0),
];

/** Intake of a patient's purchase: where it goes and what it is; no insurance, diagnosis or prescription. */
const intakeOfPurchase = (f: OrderFacts): ChecklistItem[] => [
  item('billing_address', 'A billing address is chosen', f.hasBillingAddress),
  item('shipping_address', 'A shipping address is chosen', f.hasShippingAddress),
  item('items_confirmed', 'The items are confirmed', f.items > 0 && f.itemsConfirmed),
];

/**
 * The supplier's checklist of a status: what must be done while the order is in it before `status/next` may
 * move it on (DOMAIN "Suggested checklists"). Statuses without one answer an empty list.
 */
export function supplierChecklist(status: number, f: OrderFacts): ChecklistItem[] {
  switch (status) {
    case 0:
    case 1:
      return orderBasics(f, false);
    case 5:
      return orderBasics(f, true);
    case 10:
      if (f.patientPays) return intakeOfPurchase(f);
      return [
        // Active: the newest eligibility answer (271) of the last 30 days when there is one, else the policy's dates.
        item('insurance', 'An active insurance is attached', f.insurance === 'active'),
        item('diagnoses', 'At least one diagnosis code', f.diagnoses > 0),
        item('billing_address', 'A billing address is chosen', f.hasBillingAddress),
        item('shipping_address', 'A shipping address is chosen', f.hasShippingAddress),
        item('items_confirmed', 'The items are confirmed', f.items > 0 && f.itemsConfirmed),
      ];
    case 20:
      return [item('prsc_signature', 'Waiting for Doctor signature', f.prscSigned)];
    case 22:
      return [item('f2f_signature', 'The face-to-face note is signed', f.f2fSigned || f.documents.has('f2f_note'))];
    case 27:
      return [
        item('prescription', 'The prescription is signed', f.prscSigned || f.documents.has('prescription')),
        ...(f.needsCmn ? [item('cmn', 'The CMN is signed', f.prscSigned || f.documents.has('cmn'))] : []),
        ...(f.needsF2f ? [item('f2f_note', 'The face-to-face note is on file', f.f2fSigned || f.documents.has('f2f_note'))] : []),
        item('not_expired', 'The order has not expired', !f.expired),
      ];
    case 35:
      return f.needsPriorAuth ? [item('prior_number', 'The prior-authorisation number is entered', f.hasPriorNumber)] : [];
    case 40:
      return [item('stock', 'Every item has reserved stock (and a serial number when serialised) or a distributor order', f.items > 0 && f.itemsWithoutStock === 0)];
    default:
      return [];
  }
}

/**
 * Where `status/next` moves an order from `status`, or null when the supplier has no step there: Pend PRSC waits
 * for the prescriber; Delivery, Billing and Completed move on by themselves. PA steps are skipped when no item
 * needs prior authorisation; a patient's purchase goes from Intake straight to Ready For Service (no prescriber
 * signs it and no payer authorises it).
 */
export function supplierNext(status: number, f: Pick<OrderFacts, 'needsPriorAuth' | 'patientPays'>): number | null {
  if (status === 20) return null;
  if (status === STATUS.INTAKE && f.patientPays) return STATUS.READY_FOR_SERVICE;
  const to = SUPPLIER_FLOW[status];
  if (to === undefined) return null;
  if (status === 27 && !f.needsPriorAuth) return 40;
  return to;
}

/** The doctor's action of a status, keyed by the status (Draft 0 acts as 1). */
export const doctorActionCode = (status: number): number | null => (status === 0 ? 1 : [1, 3, 20, 22].includes(status) ? status : null);

/** What a doctor action needs first. Signing needs nothing more: the signature is the step. */
export function doctorChecklist(code: number, f: OrderFacts): ChecklistItem[] {
  if (code === 1) return [item('vendor', 'A supplier is chosen', f.hasVendor), ...orderBasics(f, true)];
  if (code === 3) return [item('hipaa_consent', 'The patient signed the HIPAA consent', f.hipaaConsent)];
  return [];
}

/** Where a doctor action moves the order (DOMAIN Orders: doctor actions). */
export function doctorActionTarget(code: number, f: OrderFacts): number {
  if (code === 1) return f.hipaaConsent ? 5 : 3;
  if (code === 3) return 5;
  // The prescription is signed; an item that needs a face-to-face note still waits for it (CMN Partly).
  if (code === 20) return f.needsF2f && !f.f2fSigned ? 21 : 25;
  return 25;
}

export const missing = (list: readonly ChecklistItem[]): string[] => list.filter((i) => !i.done).map((i) => i.label);
