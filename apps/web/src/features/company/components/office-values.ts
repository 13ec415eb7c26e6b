import type { z } from 'zod';
import { EMPTY_WORKING_HOURS } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { validateWorkingHours, type WorkingDay } from '../../locations';

/** Messages keyed by the server's field paths (`name`, `working_hours.2.from`, `staff.0.permissions.3` ...). */
export type FieldErrorMap = Record<string, string | undefined>;

/** The fields every office-like place has: a department of the company, an office of a doctor. */
export interface OfficeValues {
  name: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  zip: string;
  working_hours: WorkingDay[];
}

export type OfficeTextField = Exclude<keyof OfficeValues, 'working_hours'>;

type OfficeLike = Omit<OfficeValues, 'working_hours'> & { working_hours: readonly WorkingDay[] };

/** Form values of a saved place, or of a new one (empty, every day closed). */
export function officeValuesOf(place?: OfficeLike): OfficeValues {
  const hours = place?.working_hours.length === 7 ? place.working_hours : EMPTY_WORKING_HOURS;
  return {
    name: place?.name ?? '',
    address_1: place?.address_1 ?? '',
    address_2: place?.address_2 ?? '',
    city: place?.city ?? '',
    state: place?.state ?? '',
    zip: place?.zip ?? '',
    working_hours: hours.map((d) => ({ from: d.from, to: d.to })),
  };
}

/** The request fields: every field trimmed and the full week. */
export function officeBody(values: OfficeValues) {
  return {
    name: values.name.trim(),
    address_1: values.address_1.trim(),
    address_2: values.address_2.trim(),
    city: values.city.trim(),
    state: values.state,
    zip: values.zip,
    working_hours: values.working_hours.map((d) => ({ from: d.from, to: d.to })),
  };
}

/** The contract's rules for the body (the server's words) plus the week's, keyed like a 422; empty when valid. */
export function validateWith(schema: z.ZodType, body: Record<string, unknown>, hours: readonly WorkingDay[]): FieldErrorMap {
  const errors: FieldErrorMap = {};
  const parsed = schema.safeParse({ ...body, working_hours: undefined });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { ...errors, ...validateWorkingHours(hours) };
}

/** A failed save split into messages under the fields it names (by first path segment) and one line for the rest. */
export function splitErrors(error: unknown, fields: readonly string[]): { fields: FieldErrorMap; form: string | null } {
  const { errors } = readServerError(error);
  if (!errors) return { fields: {}, form: formErrorText(error) };
  const byField: FieldErrorMap = {};
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    if (fields.includes(path.split('.')[0]!)) byField[path] = messages.join(', ');
    else rest.push(...messages);
  }
  return { fields: byField, form: rest.length > 0 ? rest.join(', ') : null };
}

/** Drops the errors of a field and of everything under it (`staff` clears `staff.1.user_id`). */
export function withoutErrors(errors: FieldErrorMap, path: string): FieldErrorMap {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));
}

export const OFFICE_FIELDS = ['name', 'address_1', 'address_2', 'city', 'state', 'zip', 'working_hours'] as const;
