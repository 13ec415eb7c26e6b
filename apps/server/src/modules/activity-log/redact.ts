import type { ActivityChange } from '@dme/contract';

/**
 * Field names whose values may identify a patient or hold health or secret data: names, dates of birth, SSN,
 * member and policy numbers, contact details, addresses and positions, free text, answers, signatures, secrets.
 * The log shows that such a field changed, never its value. Matched on word parts of snake_case names.
 */
const SENSITIVE =
  /(^|_)(ssn|dob|birth|member|policy|subscriber|insured|group|name|first|last|middle|email|e_mail|phone|mobile|fax|address|street|city|zip|postal|lat|lng|notes?|comment|reason|body|description|text|message|answers?|signature|diagnos\w*|icd\w*|mrn|recipient|relation|contact|sent_to|login|password|token|hash|secret|key|code)(_|$)/i;

/** Stamps and ids that every snapshot carries and that say nothing about what changed. */
const SKIPPED = new Set(['id', 'created_at', 'updated_at']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value the log may show: a non-sensitive field holding a number, boolean, null or short text (no nested data). */
export function isShowable(field: string, value: unknown): boolean {
  if (SENSITIVE.test(field)) return false;
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return true;
  return typeof value === 'string' && value.length <= 80;
}

/**
 * The fields a row wrote: on a create or delete every field of the one snapshot, on an update those that differ.
 * Values of sensitive (or nested) fields are replaced by null with `hidden`.
 */
export function changesOf(before: unknown, after: unknown): ActivityChange[] {
  const b = isRecord(before) ? before : null;
  const a = isRecord(after) ? after : null;
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].filter((f) => !SKIPPED.has(f));
  const changed = b && a ? fields.filter((f) => JSON.stringify(b[f]) !== JSON.stringify(a[f])) : fields;
  return changed.map((field) => {
    const was = b?.[field] ?? null;
    const now = a?.[field] ?? null;
    const shown = isShowable(field, was) && isShowable(field, now);
    return { field, before: shown ? was : null, after: shown ? now : null, hidden: !shown };
  });
}

/** A snapshot with the values of sensitive fields replaced (the patient's logs tab shows snapshots whole). */
export function redactSnapshot(snapshot: unknown): unknown {
  if (!isRecord(snapshot)) return snapshot;
  return Object.fromEntries(Object.entries(snapshot).map(([k, v]) => [k, isShowable(k, v) ? v : '[hidden]']));
}

/** The patient a row is about: the patient itself, or the `patient_id` its snapshots name. */
export function patientOf(entity: string, entityId: number | null, before: unknown, after: unknown): number | null {
  if (entity === 'patient') return entityId;
  const named = (isRecord(after) ? after.patient_id : undefined) ?? (isRecord(before) ? before.patient_id : undefined);
  return typeof named === 'number' && Number.isSafeInteger(named) ? named : null;
}
