import { sql, type SQL } from 'drizzle-orm';
import { COURIERS, SHIPPING_STATUS_LABELS, shippingStatusName } from '@dme/contract';
import { deliveryRoutes, orders, patients, routePoints, suborders, users, warehouses } from '../../db/schema';
import { caseOf, fullNameOf, jsonLiteral, jsonNumber, jsonObject, jsonObjectUnless, jsonTimestamp, jsonValue } from '../../lib/json-sql';

/** `COURIERS.find(...)` as `{ code, name }` or null. */
const courierJson = caseOf(
  sql`${suborders.courier}`,
  COURIERS.map((c) => [c.code, `{"code":${JSON.stringify(c.code)},"name":${JSON.stringify(c.name)}}`] as const),
  sql`null`,
);

/** trackingUrl(): the courier's link with the number's digits, null without a known courier or a number. */
const trackingUrlSql = sql`case when ${suborders.tracking_number} is null or ${suborders.tracking_number} = '' then null else replace(${caseOf(
  sql`${suborders.courier}`,
  COURIERS.map((c) => [c.code, c.tracking_url] as const),
  sql`null`,
)}, '{n}', regexp_replace(${suborders.tracking_number}, '[^0-9]', '', 'g')) end`;

/** A part of fullAddress(): kept when it holds more than white space. */
const part = (text: SQL): SQL => sql`case when ${text} ~ '\\S' then ${text} end`;

/** fullAddress() (patients/records.service.ts): the non-blank parts joined by ", ", state and ZIP as one part. */
const fullAddressSql = sql`concat_ws(', ', ${part(sql`${suborders.address_1}`)}, ${part(sql`${suborders.address_2}`)}, ${part(sql`${suborders.city}`)}, ${part(
  sql`(${suborders.state} || ' ' || ${suborders.zip})`,
)})`;

/**
 * One row of the shipping list as PostgreSQL renders it: what presentSuborder (suborder-view.ts) answers for the same
 * suborder, from the same joins (suborderViewsQuery), so the page's text is sent as it is. The test
 * test/shipping/suborder-json.test.ts holds the two to the same answer.
 */
export function suborderJson(): SQL<string> {
  // JSON literals in the CASE: no escaping per row.
  const statusName = caseOf(
    sql`${suborders.status}`,
    Object.entries(SHIPPING_STATUS_LABELS).map(([code, label]) => [code, JSON.stringify(label)] as const),
    jsonLiteral(shippingStatusName('')),
  );
  return jsonObject({
    id: jsonNumber(suborders.id),
    number: jsonValue(sql`${suborders.order_id} || '-' || ${suborders.seq}`),
    order_id: jsonNumber(suborders.order_id),
    order_status: jsonNumber(orders.status),
    patient: jsonObject({
      id: jsonNumber(suborders.patient_id),
      full_name: jsonValue(fullNameOf(patients.first_name, patients.middle_name, patients.last_name)),
      phone: jsonValue(patients.phone),
    }),
    warehouse: jsonObjectUnless(sql`${suborders.warehouse_id} is null`, { id: jsonNumber(suborders.warehouse_id), name: jsonValue(sql`coalesce(${warehouses.name}, '')`) }),
    method: jsonValue(suborders.method),
    status: jsonValue(suborders.status),
    status_name: statusName,
    courier: sql`coalesce(${courierJson}, 'null')`,
    tracking_number: jsonValue(suborders.tracking_number),
    tracking_url: jsonValue(trackingUrlSql),
    address: jsonObject({
      address_1: jsonValue(suborders.address_1),
      address_2: jsonValue(suborders.address_2),
      city: jsonValue(suborders.city),
      state: jsonValue(suborders.state),
      zip: jsonValue(suborders.zip),
      full_address: jsonValue(fullAddressSql),
      lat: jsonValue(suborders.lat),
      lng: jsonValue(suborders.lng),
    }),
    agreed_slot: jsonObjectUnless(sql`${suborders.slot_starts_at} is null or ${suborders.slot_ends_at} is null`, {
      starts_at: jsonTimestamp(suborders.slot_starts_at),
      ends_at: jsonTimestamp(suborders.slot_ends_at),
    }),
    route: jsonObjectUnless(sql`${deliveryRoutes.id} is null`, {
      id: jsonNumber(deliveryRoutes.id),
      date: jsonValue(deliveryRoutes.date),
      driver: jsonObject({ id: jsonNumber(deliveryRoutes.driver_id), name: jsonValue(sql`coalesce(${users.name}, '')`) }),
      seq: jsonNumber(routePoints.seq),
    }),
    items_count: jsonNumber(suborders.items_count),
    required_skills: jsonValue(suborders.required_skills),
    delivered_at: jsonTimestamp(suborders.delivered_at),
    created_at: jsonTimestamp(suborders.created_at),
    updated_at: jsonTimestamp(suborders.updated_at),
  }) as SQL<string>;
}
