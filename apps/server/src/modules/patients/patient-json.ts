import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { patients, patientVendors } from '../../db/schema';
import { fullNameOf, isoTimestamp, isoTimestampOrNull } from '../../lib/json-sql';

/**
 * One row of the patients list as PostgreSQL renders it: exactly what presentPatient (patients.service.ts) answers, so
 * the server sends the page's text without building and serialising each row's objects. `accountId` is the caller's
 * account (is_owner). test/patients/patient-json.test.ts holds the two to the same answer.
 */
export function patientJson(accountId: number | Placeholder): SQL<string> {
  return sql<string>`json_build_object(
    'id', ${patients.id},
    'account_id', ${patients.account_id},
    'is_owner', ${patients.account_id} = ${accountId},
    'first_name', ${patients.first_name},
    'last_name', ${patients.last_name},
    'middle_name', ${patients.middle_name},
    'full_name', ${fullNameOf(patients.first_name, patients.middle_name, patients.last_name)},
    'dob', ${patients.dob},
    'gender', ${patients.gender},
    'language', ${patients.language},
    'phone', ${patients.phone},
    'email', ${patients.email},
    'ssn_last4', ${patients.ssn_last4},
    'medicare_id', ${patients.medicare_id},
    'medicaid_id', ${patients.medicaid_id},
    'height_in', ${patients.height_in},
    'weight_lb', ${patients.weight_lb},
    'notes', ${patients.notes},
    'created_by', ${patients.created_by},
    'created_at', ${isoTimestamp(patients.created_at)},
    'updated_at', ${isoTimestamp(patients.updated_at)},
    'linked_at', ${isoTimestampOrNull(patientVendors.linked_at)}
  )::text`;
}
