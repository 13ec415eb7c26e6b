import { splitFieldErrors } from '../../../components';

/** Messages keyed by the server's field paths (`name`, `working_hours.2.from`, `staff.0.permissions.3` ...). */
export type FieldErrorMap = Record<string, string | undefined>;

/** A failed save split into messages under the fields it names (by first path segment) and one line for the rest. */
export function splitErrors(error: unknown, fields: readonly string[]): { fields: FieldErrorMap; form: string | null } {
  const split = splitFieldErrors(error, fields);
  return { fields: split.fields as FieldErrorMap, form: split.form };
}

/** Drops the errors of a field and of everything under it (`staff` clears `staff.1.user_id`). */
export function withoutErrors(errors: FieldErrorMap, path: string): FieldErrorMap {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)));
}
