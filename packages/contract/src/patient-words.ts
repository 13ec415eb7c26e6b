/**
 * The order's history in words a patient reads (issue 13, "one timeline"): the same status-history rows the
 * doctor and the supplier see, named for the person the equipment is for. One home for the mapping: the server
 * writes the timeline with it and the web shows the same words for the current status.
 */

/** What reaching a status means to the patient (the history row "to" this status). */
export const PATIENT_STATUS_WORDS: Readonly<Record<number, string>> = {
  0: 'Your doctor is preparing the order',
  1: 'Your doctor is preparing the order',
  3: 'Waiting for your consent to share your records with the supplier',
  5: 'Received by your supplier',
  10: 'Your supplier is checking your insurance',
  20: "Insurance checked · waiting for your doctor's signature",
  21: 'Your doctor signed part of the paperwork',
  22: "Waiting for your doctor's visit notes",
  25: "Your doctor's paperwork is complete",
  27: 'Paperwork checked by your supplier',
  30: "Waiting for your insurance's approval",
  35: 'Approved by your insurance',
  40: 'Approved · your equipment is being prepared',
  70: 'Scheduled for delivery',
  80: 'Delivered',
  100: 'Completed',
};

/** Short label of the current status, for a badge. */
export function patientStatusLabel(code: number): string {
  if (code <= 1) return 'Being prepared';
  if (code === 3) return 'Needs your consent';
  if (code < 40) return 'In progress';
  if (code === 40) return 'Approved';
  if (code === 70) return 'Delivery scheduled';
  if (code === 80) return 'Delivered';
  return 'Completed';
}

/** The timeline's sentence for a status-history row; the creation row names the prescriber. */
export function patientStatusWords(to: number, from: number | null, doctorName: string | null): string {
  if (from === null) return doctorName ? `Ordered by ${doctorName}` : 'Order placed';
  return PATIENT_STATUS_WORDS[to] ?? 'Order updated';
}

/** Documents on the order, as the patient knows them (prescriber signatures and what the patient signed). */
export const PATIENT_DOCUMENT_WORDS: Readonly<Record<string, string>> = {
  prescription: 'signed the prescription',
  cmn: 'signed the certificate of medical necessity',
  f2f_note: 'signed the visit notes',
  aob: 'You signed the assignment of benefits',
  hipaa_consent: 'You signed the privacy consent',
  delivery_ticket: 'You signed the delivery ticket',
  proof_of_delivery: 'You signed for the delivery',
};

/** Where a delivery stands, for the patient. */
export function patientDeliveryWords(status: string): string {
  if (status === 'delivered' || status === 'paid') return 'Delivered';
  if (status === 'in_delivery') return 'On the way';
  if (status === 'pending_aob') return 'Delivered · waiting for your signature';
  if (status === 'pickup') return 'Ready for pickup at the store';
  return 'Being prepared';
}
