import type { z } from 'zod';
import {
  toIsoDate,
  type patientAccidentBody,
  type patientAddressBody,
  type patientContactBody,
  type patientHistoryBody,
  type patientInsuranceBody,
  type PatientAccident,
  type PatientAddress,
  type PatientContact,
  type PatientHistoryEntry,
  type PatientInsurance,
} from '@dme/contract';
import type { Db, Queryable } from '../../db/client';
import type { Actor } from '../../http/actor';
import { AppError, fieldError, notFound, type FieldErrors } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { patientScope } from './patient-scope';
import { lockVisiblePatient, visiblePatientOr404 } from './patients.service';
import {
  clearOtherBillingAddresses,
  findActiveInsurances,
  findPayer,
  findRecord,
  findRecords,
  insertRecord,
  softDeleteRecord,
  updateRecord,
  type RecordInsert,
  type RecordKind,
  type RecordRow,
} from './records.queries';

export interface RecordBodies {
  addresses: z.output<typeof patientAddressBody>;
  contacts: z.output<typeof patientContactBody>;
  insurances: z.output<typeof patientInsuranceBody>;
  history: z.output<typeof patientHistoryBody>;
  accidents: z.output<typeof patientAccidentBody>;
}
export interface RecordViews {
  addresses: PatientAddress;
  contacts: PatientContact;
  insurances: PatientInsurance;
  history: PatientHistoryEntry;
  accidents: PatientAccident;
}

const ENTITY: Record<RecordKind, string> = {
  addresses: 'patient_address',
  contacts: 'patient_contact',
  insurances: 'patient_insurance',
  history: 'patient_history',
  accidents: 'patient_accident',
};
const LABEL: Record<RecordKind, string> = { addresses: 'Address', contacts: 'Contact', insurances: 'Insurance', history: 'History entry', accidents: 'Accident' };
/** NOT NULL text columns: a cleared value is stored as '' (foundation §3: text fields default to empty strings). */
const BLANK_TEXT: Record<RecordKind, readonly string[]> = {
  addresses: ['title', 'address_2'],
  contacts: ['relationship'],
  insurances: ['group_number', 'payer_name'],
  history: ['notes'],
  accidents: ['description'],
};

export const fullAddress = (a: Pick<PatientAddress, 'address_1' | 'address_2' | 'city' | 'state' | 'zip'>): string =>
  [a.address_1, a.address_2, a.city, `${a.state} ${a.zip}`].filter((part) => part.trim() !== '').join(', ');

export const isActiveInsurance = (i: { termination_date: string | null }, today = toIsoDate(new Date())): boolean => i.termination_date === null || i.termination_date >= today;

function present<K extends RecordKind>(kind: K, row: RecordRow<K>): RecordViews[K] {
  const { deleted_at: _deleted, created_at, updated_at, ...rest } = row as RecordRow<RecordKind>;
  const base = { ...rest, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() };
  if (kind === 'addresses') return { ...base, full_address: fullAddress(row as RecordRow<'addresses'>) } as unknown as RecordViews[K];
  if (kind === 'insurances') return { ...base, is_active: isActiveInsurance(row as RecordRow<'insurances'>) } as unknown as RecordViews[K];
  return base as unknown as RecordViews[K];
}

/** Sent fields -> columns; fields not sent are left out so an update keeps them. */
function columnsOf(kind: RecordKind, body: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) out[key] = value === null && BLANK_TEXT[kind].includes(key) ? '' : value;
  }
  return out;
}

type InsuranceShape = Pick<RecordRow<'insurances'>, 'payer_id' | 'payer_name' | 'type' | 'relationship' | 'subscriber_name' | 'subscriber_dob' | 'effective_date' | 'termination_date'>;

/**
 * A payer of the list (its name is copied) or a typed-in payer name; a dependant names the subscriber; dates are
 * in order; at most one active policy of each type. Answers the columns the rules derive.
 */
async function checkInsurance(tx: Queryable, patientId: number, next: InsuranceShape, id: number | null): Promise<Record<string, unknown>> {
  const errors: FieldErrors = {};
  const derived: Record<string, unknown> = {};
  if (next.payer_id) {
    const payer = await findPayer(tx, next.payer_id);
    if (payer) derived.payer_name = payer.name;
    else errors.payer_id = ['The payer is not in the payers list.'];
  } else if (!next.payer_name) errors.payer_name = ['The payer field is required.'];
  if (next.relationship === false) {
    if (!next.subscriber_name) errors.subscriber_name = ["The subscriber's name is required for a dependant."];
    if (!next.subscriber_dob) errors.subscriber_dob = ["The subscriber's date of birth is required for a dependant."];
  }
  if (next.effective_date && next.termination_date && next.termination_date < next.effective_date) {
    errors.termination_date = ['The termination date must be on or after the effective date.'];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation', first, errors);
  const today = toIsoDate(new Date());
  if (isActiveInsurance(next, today) && (await findActiveInsurances(tx, patientId, next.type, today, id)).length > 0) {
    throw fieldError('type', `The patient already has an active ${next.type} insurance; set a termination date on it first.`);
  }
  return derived;
}

/** Per-kind rules, checked on the record as it will be after the write; answers derived columns. */
async function checkRules(tx: Queryable, kind: RecordKind, patientId: number, next: Record<string, unknown>, id: number | null): Promise<Record<string, unknown>> {
  if (kind === 'contacts' && next.is_emergency === true && !next.phone) throw fieldError('phone', 'An emergency contact needs a phone.');
  if (kind === 'insurances') return checkInsurance(tx, patientId, next as unknown as InsuranceShape, id);
  return {};
}

async function afterWrite(tx: Queryable, kind: RecordKind, row: RecordRow<RecordKind>): Promise<void> {
  if (kind === 'addresses' && (row as RecordRow<'addresses'>).is_billing) await clearOtherBillingAddresses(tx, row.patient_id, row.id);
}

const NEW_DEFAULTS: Record<RecordKind, Record<string, unknown>> = {
  addresses: { country: 'US', is_billing: false },
  contacts: { is_emergency: false },
  insurances: { payer_id: null, payer_name: '', relationship: true, subscriber_name: null, subscriber_dob: null, effective_date: null, termination_date: null },
  history: {},
  accidents: {},
};

export async function listRecords<K extends RecordKind>(db: Queryable, actor: Actor, kind: K, patientId: number): Promise<RecordViews[K][]> {
  await visiblePatientOr404(db, patientScope(actor), patientId);
  return (await findRecords(db, kind, patientId)).map((row) => present(kind, row));
}

export async function createRecord<K extends RecordKind>(db: Db, actor: Actor, kind: K, patientId: number, body: RecordBodies[K]): Promise<RecordViews[K]> {
  const scope = patientScope(actor);
  return db.transaction(async (tx) => {
    await lockVisiblePatient(tx, scope, patientId);
    const values = { ...NEW_DEFAULTS[kind], ...columnsOf(kind, body), patient_id: patientId };
    const derived = await checkRules(tx, kind, patientId, values, null);
    const row = await insertRecord(tx, kind, { ...values, ...derived } as RecordInsert<K>);
    await afterWrite(tx, kind, row);
    await audit(tx, actor, { action: `${ENTITY[kind]}.create`, entity: ENTITY[kind], entityId: row.id, after: row });
    return present(kind, row);
  });
}

export async function changeRecord<K extends RecordKind>(db: Db, actor: Actor, kind: K, patientId: number, id: number, body: Partial<RecordBodies[K]>): Promise<RecordViews[K]> {
  const scope = patientScope(actor);
  return db.transaction(async (tx) => {
    await lockVisiblePatient(tx, scope, patientId);
    const before = await findRecord(tx, kind, patientId, id);
    if (!before) throw notFound(LABEL[kind]);
    const changes = columnsOf(kind, body);
    const derived = await checkRules(tx, kind, patientId, { ...before, ...changes }, id);
    const row = await updateRecord(tx, kind, id, { ...changes, ...derived } as Partial<RecordInsert<K>>);
    await afterWrite(tx, kind, row);
    await audit(tx, actor, { action: `${ENTITY[kind]}.update`, entity: ENTITY[kind], entityId: id, before, after: row });
    return present(kind, row);
  });
}

/** Soft delete: orders keep pointing at the addresses and insurances they were made with. */
export async function deleteRecord(db: Db, actor: Actor, kind: RecordKind, patientId: number, id: number): Promise<void> {
  const scope = patientScope(actor);
  await db.transaction(async (tx) => {
    await lockVisiblePatient(tx, scope, patientId);
    const before = await findRecord(tx, kind, patientId, id);
    if (!before) throw notFound(LABEL[kind]);
    await softDeleteRecord(tx, kind, id);
    await audit(tx, actor, { action: `${ENTITY[kind]}.delete`, entity: ENTITY[kind], entityId: id, before });
  });
}
