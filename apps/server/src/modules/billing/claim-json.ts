import { sql, type SQL } from 'drizzle-orm';
import { CLAIM_STATUS_LABELS, claimStatusName } from '@dme/contract';
import { claims, patients, suborders } from '../../db/schema';
import { caseOf, jsonLiteral, jsonNumber, jsonObject, jsonObjectUnless, jsonTimestamp, jsonValue } from '../../lib/json-sql';
import { CARC_CODES, carcText } from '../x12';

/** summaryOf's `denials`: the claim's denied lines with each adjustment's reason, in line then adjustment order. */
function denialsJson(): SQL {
  // carcText(): the catalogue's text, else "Code <code>".
  const reasonText = caseOf(
    sql`ca.reason`,
    CARC_CODES.map((code) => [code, JSON.stringify(carcText(code))] as const),
    sql`to_json('Code ' || ca.reason)::text`,
  );
  const denial = jsonObject({
    line_no: jsonNumber(sql`cl.line_no`),
    hcpcs: jsonValue(sql`cl.hcpcs`),
    group: jsonValue(sql`ca.group_code`),
    reason: jsonValue(sql`ca.reason`),
    reason_text: reasonText,
    remark_codes: sql`ca.remark_codes::text`,
  });
  return sql`coalesce((select '[' || string_agg(${denial}, ',' order by cl.line_no, ca.id) || ']' from claim_lines cl join claim_adjustments ca on ca.claim_line_id = cl.id where cl.claim_id = ${claims.id} and cl.status = 'denied'), '[]')`;
}

/**
 * One row of the claims lists as PostgreSQL renders it: what claimSummaries (claim-view.ts) answers for the same
 * claim, from `claims` joined to its suborder and patient, so the page's text is sent as it is. The test
 * test/billing/claim-json.test.ts holds the two to the same answer.
 */
export function claimSummaryJson(): SQL<string> {
  const statusName = caseOf(
    sql`${claims.status}`,
    Object.entries(CLAIM_STATUS_LABELS).map(([code, label]) => [code, JSON.stringify(label)] as const),
    jsonLiteral(claimStatusName('')),
  );
  return jsonObject({
    id: jsonNumber(claims.id),
    number: jsonValue(claims.number),
    status: jsonValue(claims.status),
    status_name: statusName,
    priority: jsonValue(claims.priority),
    payer_sequence: jsonValue(claims.payer_sequence),
    parent_claim_id: jsonNumber(claims.parent_claim_id),
    suborder: jsonObject({ id: jsonNumber(claims.suborder_id), number: jsonValue(sql`${claims.order_id} || '-' || ${suborders.seq}`) }),
    order_id: jsonNumber(claims.order_id),
    patient: jsonObject({
      id: jsonNumber(claims.patient_id),
      full_name: jsonValue(sql`btrim(${patients.first_name} || ' ' || ${patients.last_name})`),
    }),
    payer: jsonObject({ name: jsonValue(claims.payer_name), payer_id: jsonValue(claims.payer_id), member_id: jsonValue(claims.member_id) }),
    service_date: jsonValue(claims.service_date),
    charge_cents: jsonNumber(claims.charge_cents),
    paid_cents: jsonNumber(claims.paid_cents),
    adjustment_cents: jsonNumber(claims.adjustment_cents),
    patient_responsibility_cents: jsonNumber(claims.patient_resp_cents),
    patient_paid_cents: jsonNumber(claims.patient_paid_cents),
    balance_cents: jsonNumber(
      sql`${claims.charge_cents} - ${claims.paid_cents} - ${claims.adjustment_cents} - ${claims.patient_paid_cents}`,
    ),
    pending: jsonObjectUnless(sql`${claims.pending_at} is null`, {
      reason: jsonValue(sql`coalesce(${claims.pending_reason}, '')`),
      since: jsonTimestamp(claims.pending_at),
    }),
    denials: denialsJson(),
    submitted_at: jsonTimestamp(claims.submitted_at),
    created_at: jsonTimestamp(claims.created_at),
    updated_at: jsonTimestamp(claims.updated_at),
  }) as SQL<string>;
}
