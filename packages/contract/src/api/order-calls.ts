import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dataOf, pageOf } from './common';
import {
  addOrderItemsBody,
  commonParams,
  commonQtyParams,
  createOrderBody,
  doctorOrderBody,
  doctorOrdersQuery,
  doctorOrderStatus,
  doctorStatusParams,
  nextStatusBody,
  order,
  orderDiagnosesBody,
  orderDiagnosis,
  orderHistoryEntry,
  orderItem,
  orderItemsTree,
  orderParams,
  orderStatusBody,
  orderSummary,
  orderValidation,
  reduceItemBody,
  vendorOrderBody,
  vendorOrdersQuery,
} from './orders';

/*
 * Order calls of both sides. `{status}` permission keys are checked by the service with the order's actual
 * status (foundation §6); the declaration documents them. Doctors (and their staff) always pass `can()`, so
 * there the keys matter only as documentation; agents are refused order creation by their staff role.
 */

const doctor = (permission: string) => ({ roles: ['doctor'] as const, permission });
const vendor = (permission: string) => ({ roles: ['supplier'] as const, permission });
const VIEW = 'order view {status}';
const EDIT = 'order edit {status}';

const D = '/api/doctor/orders';
const DO = `${D}/{orderId}`;

export const doctorOrders = {
  list: endpoint({ method: 'GET', path: D, access: doctor(VIEW), summary: "The practice's orders; `status` is all, a code, or the virtual In work (-10) / Delivered (-100).", query: doctorOrdersQuery, response: pageOf(orderSummary) }),
  create: endpoint({ method: 'POST', path: D, access: doctor('order create'), summary: 'Creates a draft order for a patient at one of the practice offices; agents get 403.', body: createOrderBody, response: dataOf(order) }),
  get: endpoint({ method: 'GET', path: DO, access: doctor(VIEW), summary: 'One order with its items and diagnoses; 404 for another practice.', params: orderParams, response: dataOf(order) }),
  update: endpoint({ method: 'PUT', path: DO, access: doctor(EDIT), summary: 'Changes a draft order (fields not sent stay); 409 once it has been sent.', params: orderParams, body: doctorOrderBody, response: dataOf(order) }),
  status: endpoint({ method: 'GET', path: `${DO}/status`, access: doctor(VIEW), summary: 'The status as the doctor sees it and the available action with its checklist.', params: orderParams, response: dataOf(doctorOrderStatus) }),
  act: endpoint({
    method: 'POST',
    path: `${DO}/status/{code}`,
    access: doctor(EDIT),
    summary:
      'The doctor action of status `code`: 1 Send to Supplier, 3 Send to Initial, 20 Sign CMN, 22 Sign F2F (these two need `signature` and sign like the `sign` call; only the prescriber). 409 when the order is not in that status.',
    params: doctorStatusParams,
    body: orderStatusBody,
    response: dataOf(order),
  }),
  history: endpoint({ method: 'GET', path: `${DO}/history`, access: doctor(VIEW), summary: 'Status changes, oldest first, as the doctor sees the statuses.', params: orderParams, response: dataOf(z.array(orderHistoryEntry)) }),
  archive: endpoint({ method: 'POST', path: `${DO}/archive`, access: doctor('order archive'), summary: 'Archives an order not yet with the supplier (Draft or Pend HIPAA).', params: orderParams, response: dataOf(order) }),
  restore: endpoint({ method: 'POST', path: `${DO}/restore`, access: doctor('order archive'), summary: 'Restores an order the practice archived.', params: orderParams, response: dataOf(order) }),
  attachDiagnoses: endpoint({ method: 'POST', path: `${DO}/diagnoses/attach`, access: doctor(EDIT), summary: 'Adds ICD-10-CM codes (diagnosis ids) to a draft; answers the list.', params: orderParams, body: orderDiagnosesBody, response: dataOf(z.array(orderDiagnosis)) }),
  detachDiagnoses: endpoint({ method: 'POST', path: `${DO}/diagnoses/detach`, access: doctor(EDIT), summary: 'Removes diagnoses from a draft; answers the list.', params: orderParams, body: orderDiagnosesBody, response: dataOf(z.array(orderDiagnosis)) }),
  addItems: endpoint({ method: 'POST', path: `${DO}/commons`, access: doctor(EDIT), summary: 'Adds items to a draft (an item already there gains the quantity); answers all items.', params: orderParams, body: addOrderItemsBody, response: dataOf(z.array(orderItem)) }),
  itemsTree: endpoint({ method: 'GET', path: `${DO}/commons/tree`, access: doctor(VIEW), summary: 'The items under their category and subcategory (cart view).', params: orderParams, response: orderItemsTree }),
  removeItem: endpoint({ method: 'DELETE', path: '/api/doctor/commons/{commonId}', access: doctor(EDIT), summary: 'Removes an item from a draft; answers 204.', params: commonParams }),
  setQuantity: endpoint({ method: 'PUT', path: '/api/doctor/commons/{commonId}/qty/{n}', access: doctor('commons qty change'), summary: "Sets a draft item's quantity (1 to the item's maximum).", params: commonQtyParams, response: dataOf(orderItem) }),
};

const V = '/api/vendor/orders';
const VO = `${V}/{orderId}`;

export const vendorOrders = {
  list: endpoint({ method: 'GET', path: V, access: vendor(VIEW), summary: 'Orders sent to the company; staff see only the statuses they may view at their location.', query: vendorOrdersQuery, response: pageOf(orderSummary) }),
  get: endpoint({ method: 'GET', path: VO, access: vendor(VIEW), summary: 'One order with its items and diagnoses; 404 for an order not sent to the company.', params: orderParams, response: dataOf(order) }),
  update: endpoint({ method: 'PUT', path: VO, access: vendor(EDIT), summary: 'Insurance, addresses, dates, prior number, no-doctor flag (fields not sent stay); until Billing.', params: orderParams, body: vendorOrderBody, response: dataOf(order) }),
  next: endpoint({
    method: 'POST',
    path: `${VO}/status/next`,
    access: vendor(EDIT),
    summary: 'Send to the next status. 422 with `errors.checklist` until the status checklist is fulfilled; 409 when `from` is stale.',
    params: orderParams,
    body: nextStatusBody,
    response: dataOf(order),
  }),
  validate: endpoint({ method: 'GET', path: `${VO}/validate`, access: vendor(VIEW), summary: "The current status's checklist and where `status/next` would move the order.", params: orderParams, response: dataOf(orderValidation) }),
  history: endpoint({ method: 'GET', path: `${VO}/history`, access: vendor(VIEW), summary: 'Status changes, oldest first, with who made them.', params: orderParams, response: dataOf(z.array(orderHistoryEntry)) }),
  archive: endpoint({ method: 'POST', path: `${VO}/archive`, access: vendor('order archive'), summary: 'Archives (cancels) an order not yet in Delivery.', params: orderParams, response: dataOf(order) }),
  restore: endpoint({ method: 'POST', path: `${VO}/restore`, access: vendor('order archive'), summary: 'Restores an order the company archived.', params: orderParams, response: dataOf(order) }),
  attachDiagnoses: endpoint({ method: 'POST', path: `${VO}/diagnoses/attach`, access: vendor(EDIT), summary: 'Adds diagnoses (diagnosis tab); answers the list.', params: orderParams, body: orderDiagnosesBody, response: dataOf(z.array(orderDiagnosis)) }),
  detachDiagnoses: endpoint({ method: 'POST', path: `${VO}/diagnoses/detach`, access: vendor(EDIT), summary: 'Removes diagnoses; answers the list.', params: orderParams, body: orderDiagnosesBody, response: dataOf(z.array(orderDiagnosis)) }),
  addItems: endpoint({ method: 'POST', path: `${VO}/commons`, access: vendor(EDIT), summary: 'Adds items (items tab); clears the item confirmation. Answers all items.', params: orderParams, body: addOrderItemsBody, response: dataOf(z.array(orderItem)) }),
  confirmItems: endpoint({ method: 'POST', path: `${VO}/commons/confirm`, access: vendor(EDIT), summary: 'Confirms every item of the order (commons_confirmation).', params: orderParams, response: dataOf(order) }),
  reduceItem: endpoint({ method: 'POST', path: '/api/vendor/commons/{commonId}/reduce', access: vendor('commons qty change'), summary: "Lowers an item's quantity; clears the item confirmation.", params: commonParams, body: reduceItemBody, response: dataOf(orderItem) }),
};

export const ordersEndpoints = [...Object.values(doctorOrders), ...Object.values(vendorOrders)] as const;
