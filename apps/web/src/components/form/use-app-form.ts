import { useState } from 'react';
import { schemaResolver, useForm, type FormErrors, type UseFormInput } from '@mantine/form';
import type { z } from 'zod';
import { formErrorText, readServerError } from '../../lib/http-error';

export interface AppFormInput<V extends Record<string, unknown>> extends Omit<UseFormInput<V>, 'mode'> {
  /**
   * The contract's schema for the form's values: the same rules the server applies, so both sides refuse the same
   * input with the same words. Fields are checked on submit (`form.onSubmit`) and a field's error clears as it changes.
   */
  schema?: z.ZodType;
  /**
   * The request's names the server keys a 422 by that differ from the form's fields (`{ unit_cost_cents: 'cost' }`):
   * their errors land on those fields.
   */
  serverNames?: Readonly<Record<string, string>>;
  // `validate` (Mantine's rules) is for the rare form that may not load zod (the sign-in page's bundle budget); a
  // `schema`, when given, wins.
}

/**
 * Where a failed call's 422 `errors` go: each error whose key (after `placeOf`) names a field of the form (`name`, or
 * a nested path such as `address.zip` whose first part is a field) lands on that field; what names no field becomes
 * the form's own message, like any other failure (network, 403, 500).
 */
export function splitFieldErrors(
  error: unknown,
  fields: readonly string[],
  placeOf: (path: string) => string = (path) => path,
): { fields: FormErrors; form: string | null } {
  const { errors, message } = readServerError(error);
  if (!errors) return { fields: {}, form: message ?? formErrorText(error) };
  const byField: FormErrors = {};
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const key = placeOf(path);
    if (fields.includes(key.split('.')[0] ?? key))
      byField[key] = byField[key] ? `${String(byField[key])}, ${messages.join(', ')}` : messages.join(', ');
    else rest.push(...messages);
  }
  return { fields: byField, form: rest.length > 0 ? rest.join(', ') : null };
}

/** The value at a dotted path (`lines.0.qty`), or undefined when the values have no such path. */
function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined), values);
}

/**
 * A nested error whose path the values do not have (`permissions.0.permissions` on a form whose `permissions` is a
 * list of keys) would show nowhere: it goes to its first part's field instead, joined with what is there.
 */
function onShownPaths(errors: FormErrors, values: unknown): FormErrors {
  const shown: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const target = path.includes('.') && valueAt(values, path) === undefined ? path.split('.')[0]! : path;
    shown[target] = shown[target] ? `${String(shown[target])}, ${String(message)}` : message;
  }
  return shown;
}

/**
 * The one form hook of the app: `@mantine/form` (values, touched and dirty state, `getInputProps`, nested paths and
 * lists) validated by a contract zod schema, plus `fail(error)`, which puts a failed call's field errors on their
 * fields and the rest in `formError` (show it with `<FormErrorText error={form.formError} />`... or as text).
 */
export function useAppForm<V extends Record<string, unknown>>({ schema, serverNames = {}, ...input }: AppFormInput<V>) {
  const form = useForm<V>({
    mode: 'controlled',
    clearInputErrorOnChange: true,
    ...input,
    validate: schema ? schemaResolver(schema, { sync: true }) : input.validate,
  });
  const [formError, setFormError] = useState<string | null>(null);

  /**
   * Puts a failed call's errors on the form, each request path first moved by `placeOf` to the form's path where the
   * request is shaped otherwise than the values (lines numbered among those sent: `lines.1.qty` -> `lines.3.qty`).
   */
  const failPlaced = (error: unknown, placeOf?: (path: string) => string) => {
    const values = form.getValues();
    const split = splitFieldErrors(error, [...Object.keys(values), ...Object.keys(serverNames)], placeOf);
    const renamed: FormErrors = {};
    for (const [path, message] of Object.entries(split.fields)) {
      const target = serverNames[path.split('.')[0] ?? path] ?? path;
      renamed[target] = renamed[target] ? `${String(renamed[target])}, ${String(message)}` : message;
    }
    form.setErrors(onShownPaths(renamed, values));
    setFormError(split.form);
  };
  /** Puts a failed call's field errors on their fields and the rest in `formError` (a mutation's `onError`). */
  const fail = (error: unknown) => failPlaced(error);
  const clearFormError = () => setFormError(null);
  /** Starts again from `values` (after a save, or when the record behind the form changes). */
  const resetTo = (values: V) => {
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setFormError(null);
  };
  /** Mantine's `onSubmit`, which also clears the last failure's form message: each submit starts afresh. */
  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) => (event) => {
    setFormError(null);
    form.onSubmit(handleSubmit, handleValidationFailure)(event);
  };
  return { ...form, onSubmit, formError, setFormError, fail, failPlaced, clearFormError, resetTo };
}

export type AppForm<V extends Record<string, unknown>> = ReturnType<typeof useAppForm<V>>;
