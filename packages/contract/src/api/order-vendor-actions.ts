import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf } from './common';
import { media } from './media';
import {
  addOtcBody,
  attachDoctorBody,
  attachInsuranceBody,
  attachPtBody,
  authorizationBody,
  doctorOrderActions,
  expirationDateBody,
  noDoctorBody,
  orderRefills,
  purchasePaymentBody,
  quizLinkResult,
  REFILL_CANCEL_SUMMARY,
  REFILL_RESTORE_SUMMARY,
  recallOrderBody,
  sendToPatientBody,
  SPLIT_SUMMARY,
  splitOrderBody,
  splitOrderResult,
  trackBody,
  vendorCreateOrderBody,
} from './order-actions';
import { commonParams, order, orderItem, orderParams, orderValidation } from './orders';

/* The supplier's order actions (2-routes §7 supplier order sub-calls and commons); bodies are in order-actions.ts. */

const vendor = (permission: string) => ({ roles: ['supplier'] as const, permission });
const VIEW = 'order view {status}';
const EDIT = 'order edit {status}';
const VO = '/api/vendor/orders/{orderId}';

export const vendorOrderActions = {
  create: endpoint({
    method: 'POST',
    path: '/api/vendor/orders',
    access: vendor('order create'),
    summary: "A supplier's own draft for a patient the company sees; without a prescriber it is a no-doctor order.",
    body: vendorCreateOrderBody,
    response: dataOf(order),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: VO,
    access: vendor('order archive'),
    summary: 'Deletes a draft the company created itself that has never left Draft (no other side saw it); else 409, archive instead. 204.',
    params: orderParams,
  }),
  attachDoctor: endpoint({
    method: 'POST',
    path: `${VO}/doctor/attach`,
    access: vendor(EDIT),
    summary:
      'Sets the prescriber (a doctor linked to the company) and office on a company-created order; clears no_doctor. 409 once the prescriber has signed.',
    params: orderParams,
    body: attachDoctorBody,
    response: dataOf(order),
  }),
  attachPt: endpoint({
    method: 'POST',
    path: `${VO}/pt/attach`,
    access: vendor(EDIT),
    summary:
      "Sets the physical therapist: a PT of the prescriber's practice (pt_location_id one of their offices) or of the company (one of its departments); pt_id null is not allowed, send another PT to change.",
    params: orderParams,
    body: attachPtBody,
    response: dataOf(order),
  }),
  aob: endpoint({
    method: 'POST',
    path: `${VO}/aob`,
    access: vendor(EDIT),
    summary:
      'Generates the assignment-of-benefits form (PDF, for the patient to sign at delivery) and files it as the `aob` document of the order; earlier `aob` documents of the order are archived (kept, not shown as current). 422 without a patient or policy.',
    params: orderParams,
    response: dataOf(media),
  }),
  purchasePayment: endpoint({
    method: 'PUT',
    path: `${VO}/purchase/payment`,
    access: vendor(EDIT),
    summary:
      "Records where the payment of a patient's purchase (an order of type patient_pay) stands: due -> paid when collected, paid -> due to take a mistake back, paid -> refunded (final); 409 for another move, 404 for an order without a purchase.",
    params: orderParams,
    body: purchasePaymentBody,
    response: dataOf(order),
  }),
  track: endpoint({
    method: 'PUT',
    path: `${VO}/track`,
    access: vendor(EDIT),
    summary: 'Sets or clears the track number (####-####-####).',
    params: orderParams,
    body: trackBody,
    response: dataOf(order),
  }),
  attachInsurance: endpoint({
    method: 'POST',
    path: `${VO}/insurance/attach`,
    access: vendor(EDIT),
    summary: "Attaches one of the patient's active policies to the order.",
    params: orderParams,
    body: attachInsuranceBody,
    response: dataOf(order),
  }),
  revalidate: endpoint({
    method: 'POST',
    path: `${VO}/revalidate`,
    access: vendor(EDIT),
    summary: "Re-reads the order's facts (documents, expiry, policy) and answers the current checklist, like `validate`.",
    params: orderParams,
    response: dataOf(orderValidation),
  }),
  split: endpoint({
    method: 'POST',
    path: `${VO}/split`,
    access: vendor(EDIT),
    summary: `${SPLIT_SUMMARY} Until Ready For Service.`,
    params: orderParams,
    body: splitOrderBody,
    response: dataOf(splitOrderResult),
  }),
  sendToPatient: endpoint({
    method: 'POST',
    path: `${VO}/send-to-patient`,
    access: vendor(EDIT),
    summary: "Mails the patient a link to the order quiz (72 h, once; a newer link replaces it), to `email` or the patient's address.",
    params: orderParams,
    body: sendToPatientBody,
    response: dataOf(quizLinkResult),
  }),
  noDoctor: endpoint({
    method: 'PUT',
    path: `${VO}/no-doctor`,
    access: vendor(EDIT),
    summary: 'Sets the no_doctor flag of a company-created order; 409 when a practice placed it.',
    params: orderParams,
    body: noDoctorBody,
    response: dataOf(order),
  }),
  authorization: endpoint({
    method: 'PUT',
    path: `${VO}/authorization`,
    access: vendor(EDIT),
    summary: 'Saves the prior-authorisation number (####-####-####-####) and its end date; from Intake until Delivery.',
    params: orderParams,
    body: authorizationBody,
    response: dataOf(order),
  }),
  paCover: endpoint({
    method: 'GET',
    path: `${VO}/pa_cover`,
    access: vendor(VIEW),
    summary: 'The prior-authorisation fax cover sheet (application/pdf): supplier, prescriber, patient, policy, items, diagnoses.',
    params: orderParams,
  }),
  refills: endpoint({
    method: 'GET',
    path: `${VO}/refills`,
    access: vendor(VIEW),
    summary: 'The refill series of the order: totals, schedule, the next due date and the refill orders.',
    params: orderParams,
    response: dataOf(orderRefills),
  }),
  cancelRefills: endpoint({
    method: 'POST',
    path: `${VO}/refills/cancel`,
    access: vendor(EDIT),
    summary: REFILL_CANCEL_SUMMARY,
    params: orderParams,
    response: dataOf(order),
  }),
  restoreRefills: endpoint({
    method: 'POST',
    path: `${VO}/refills/restore`,
    access: vendor(EDIT),
    summary: REFILL_RESTORE_SUMMARY,
    params: orderParams,
    response: dataOf(order),
  }),
  recall: endpoint({
    method: 'POST',
    path: `${VO}/recall`,
    access: vendor(EDIT),
    summary: 'Sends the order back to the practice as a draft (from Initial to CMN Verified, before the prescriber signed); 409 otherwise.',
    params: orderParams,
    body: recallOrderBody,
    response: dataOf(order),
  }),
  expirationDate: endpoint({
    method: 'PUT',
    path: `${VO}/expiration_date`,
    access: vendor(EDIT),
    summary: 'Sets or clears the expiration date; until Billing.',
    params: orderParams,
    body: expirationDateBody,
    response: dataOf(order),
  }),
  sameAddress: endpoint({
    method: 'PUT',
    path: `${VO}/same-address`,
    access: vendor(EDIT),
    summary: 'Ships to the billing address; 422 when the order has none.',
    params: orderParams,
    response: dataOf(order),
  }),
};

export const vendorItemActions = {
  otc: endpoint({
    method: 'POST',
    path: '/api/vendor/commons/{commonId}/otc',
    access: vendor(EDIT),
    summary:
      "Adds an over-the-counter item (`is_otc`, e.g. a cane tip or bath bench) to the line's order; no prescription is needed, so until Ready For Service. An OTC item already there gains the quantity. Answers all items.",
    params: commonParams,
    body: addOtcBody,
    response: dataOf(z.array(orderItem)),
  }),
  archive: endpoint({
    method: 'POST',
    path: '/api/vendor/commons/{commonId}/archive',
    access: vendor(EDIT),
    summary:
      'Archives an item that will not be delivered (it leaves the checklists); until Ready For Service. 409 when already archived; 422 for the last active item (archive the order instead).',
    params: commonParams,
    response: dataOf(orderItem),
  }),
};

export const orderActionsEndpoints = [
  ...Object.values(doctorOrderActions),
  ...Object.values(vendorOrderActions),
  ...Object.values(vendorItemActions),
] as const;
