import { sql, type SQL } from 'drizzle-orm';
import { COURIERS, SHIPPING_STATUS_LABELS, shippingStatusName } from '@dme/contract';
import { deliveryRoutes, orders, patients, routePoints, suborderItems, suborders, users, warehouses } from '../../db/schema';
import { fullNameOf, isoTimestamp, isoTimestampOrNull, literal } from '../../lib/json-sql';

/** A CASE over `column` with one literal answer per key (the catalogue stays the source: the statement is built once). */
function caseOf(column: SQL | unknown, answers: readonly (readonly [string, string])[], otherwise: SQL): SQL {
  const whens = answers.map(([key, answer]) => sql` when `.append(literal(key)).append(sql` then `).append(literal(answer)));
  return sql`(case ${column}`.append(sql.join(whens, sql``)).append(sql` else `).append(otherwise).append(sql` end)`);
}

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
  const statusName = caseOf(sql`${suborders.status}`, Object.entries(SHIPPING_STATUS_LABELS), literal(shippingStatusName('')));
  return sql<string>`json_build_object(
    'id', ${suborders.id},
    'number', ${suborders.order_id} || '-' || ${suborders.seq},
    'order_id', ${suborders.order_id},
    'order_status', ${orders.status},
    'patient', json_build_object('id', ${suborders.patient_id}, 'full_name', ${fullNameOf(patients.first_name, patients.middle_name, patients.last_name)}, 'phone', ${patients.phone}),
    'warehouse', case when ${suborders.warehouse_id} is null then null else json_build_object('id', ${suborders.warehouse_id}, 'name', coalesce(${warehouses.name}, '')) end,
    'method', ${suborders.method},
    'status', ${suborders.status},
    'status_name', ${statusName},
    'courier', ${courierJson}::json,
    'tracking_number', ${suborders.tracking_number},
    'tracking_url', ${trackingUrlSql},
    'address', json_build_object('address_1', ${suborders.address_1}, 'address_2', ${suborders.address_2}, 'city', ${suborders.city}, 'state', ${suborders.state}, 'zip', ${suborders.zip}, 'full_address', ${fullAddressSql}, 'lat', ${suborders.lat}, 'lng', ${suborders.lng}),
    'agreed_slot', case when ${suborders.slot_starts_at} is null or ${suborders.slot_ends_at} is null then null else json_build_object('starts_at', ${isoTimestamp(suborders.slot_starts_at)}, 'ends_at', ${isoTimestamp(suborders.slot_ends_at)}) end,
    'route', case when ${deliveryRoutes.id} is null then null else json_build_object('id', ${deliveryRoutes.id}, 'date', ${deliveryRoutes.date}, 'driver', json_build_object('id', ${deliveryRoutes.driver_id}, 'name', coalesce(${users.name}, '')), 'seq', ${routePoints.seq}) end,
    'items_count', (select count(*)::int from ${suborderItems} si where si.suborder_id = ${suborders.id}),
    'required_skills', ${suborders.required_skills},
    'delivered_at', ${isoTimestampOrNull(suborders.delivered_at)},
    'created_at', ${isoTimestamp(suborders.created_at)},
    'updated_at', ${isoTimestamp(suborders.updated_at)}
  )::text`;
}
