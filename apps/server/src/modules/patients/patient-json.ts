import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { patients, patientVendors } from '../../db/schema';
import { fullNameOf, jsonNumber, jsonObject, jsonTimestamp, jsonValue } from '../../lib/json-sql';

/**
 * One row of the patients list as PostgreSQL renders it: exactly what presentPatient (patients.service.ts) answers, so
 * the server sends the page's text without building and serialising each row's objects. `accountId` is the caller's
 * account (is_owner). test/patients/patient-json.test.ts holds the two to the same answer.
 */
export function patientJson(accountId: number | Placeholder): SQL<string> {
  return jsonObject({
    id: jsonNumber(patients.id),
    account_id: jsonNumber(patients.account_id),
    is_owner: jsonNumber(sql`${patients.account_id} = ${accountId}`),
    first_name: jsonValue(patients.first_name),
    last_name: jsonValue(patients.last_name),
    middle_name: jsonValue(patients.middle_name),
    full_name: jsonValue(fullNameOf(patients.first_name, patients.middle_name, patients.last_name)),
    dob: jsonValue(patients.dob),
    gender: jsonValue(patients.gender),
    language: jsonValue(patients.language),
    phone: jsonValue(patients.phone),
    email: jsonValue(patients.email),
    ssn_last4: jsonValue(patients.ssn_last4),
    medicare_id: jsonValue(patients.medicare_id),
    medicaid_id: jsonValue(patients.medicaid_id),
    height_in: jsonNumber(patients.height_in),
    weight_lb: jsonNumber(patients.weight_lb),
    notes: jsonValue(patients.notes),
    created_by: jsonNumber(patients.created_by),
    created_at: jsonTimestamp(patients.created_at),
    updated_at: jsonTimestamp(patients.updated_at),
    linked_at: jsonTimestamp(patientVendors.linked_at),
  }) as SQL<string>;
}
