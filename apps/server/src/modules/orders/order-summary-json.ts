import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { doctorVisibleStatus, ORDER_STATUSES, statusName, UNKNOWN_STATUS_NAME, VIRTUAL_STATUSES } from '@dme/contract';
import { accounts, locations, orders, patients, users } from '../../db/schema';
import { fullNameOf, jsonLiteral, jsonNumber, jsonObject, jsonObjectUnless, jsonTimestamp, jsonValue } from '../../lib/json-sql';
import type { OrderScope } from './order-scope';

export const prescriber = alias(users, 'prescriber');
export const vendorAccount = alias(accounts, 'vendor_account');

/** statusName() as JSON: a CASE over the catalogue's codes (the statement is built once, so the catalogue stays the source). */
function statusNameSql(code: SQL): SQL {
  const codes = [...ORDER_STATUSES, ...VIRTUAL_STATUSES].map((s) => s.code);
  const whens = codes.map((c) => sql.raw(` when ${c} then `).append(jsonLiteral(statusName(c))));
  return sql`(case ${code}`.append(sql.join(whens, sql``)).append(sql` else `).append(jsonLiteral(UNKNOWN_STATUS_NAME)).append(sql` end)`);
}

/** visibleStatusFor() in SQL: the doctor's side shows In work / Delivered in place of supplier statuses. */
function visibleStatusSql(side: OrderScope['side']): SQL {
  if (side === 'supplier') return sql`${orders.status}`;
  const whens = ORDER_STATUSES.map((s) => sql.raw(` when ${s.code} then ${doctorVisibleStatus(s.code)}`));
  return sql`(case ${orders.status}`.append(sql.join(whens, sql``)).append(sql` else ${orders.status} end)`);
}

/** `{ id, name }` of a left-joined row, or null. */
const refOrNull = (id: SQL | unknown, name: SQL | unknown): SQL => jsonObjectUnless(sql`${id} is null`, { id: jsonNumber(id), name: jsonValue(name) });

/**
 * One row of an orders list as PostgreSQL renders it: exactly what presentSummary (order-view.ts) answers for the same
 * order, so the server sends the page's text without building, mapping and serialising each row's objects (a list's
 * largest cost in the server at 100,000 orders). test/orders/summary-json.test.ts holds the two to the same answer.
 */
export function orderSummaryJson(side: OrderScope['side']): SQL<string> {
  const visible = visibleStatusSql(side);
  const fullName = fullNameOf(patients.first_name, patients.middle_name, patients.last_name);
  return jsonObject({
    id: jsonNumber(orders.id),
    status: jsonNumber(orders.status),
    status_name: statusNameSql(sql`${orders.status}`),
    virtual_status: jsonNumber(visible),
    virtual_status_name: statusNameSql(visible),
    patient: jsonObjectUnless(sql`${patients.id} is null`, { id: jsonNumber(patients.id), full_name: jsonValue(fullName), dob: jsonValue(patients.dob) }),
    doctor: refOrNull(prescriber.id, prescriber.name),
    doctor_location: refOrNull(locations.id, locations.name),
    vendor: refOrNull(vendorAccount.id, vendorAccount.name),
    items_count: jsonNumber(orders.items_count),
    rx_date: jsonValue(orders.rx_date),
    expiration_date: jsonValue(orders.expiration_date),
    refills_total: jsonNumber(orders.refills_total),
    refill_index: jsonNumber(orders.refill_index),
    no_doctor: jsonNumber(orders.no_doctor),
    created_at: jsonTimestamp(orders.created_at),
    updated_at: jsonTimestamp(orders.updated_at),
    deleted_at: jsonTimestamp(orders.deleted_at),
  }) as SQL<string>;
}
