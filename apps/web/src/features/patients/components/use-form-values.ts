import { useState } from 'react';
import { splitServerErrors, type FieldErrors } from '../../auth';

/**
 * A form's values and errors. `fail(error)` spreads a failed call's 422 `errors` over the fields they name
 * (the shared helper of the auth feature); what names no field becomes the form's own message.
 */
export function useFormValues<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof V, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  };
  const fail = (error: unknown) => {
    const split = splitServerErrors(error, Object.keys(values) as Extract<keyof V, string>[]);
    setErrors(split.fields);
    setFormError(split.form);
  };
  const reset = (next: V) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  };
  const clearErrors = () => {
    setErrors({});
    setFormError(null);
  };
  return { values, errors, formError, set, fail, reset, clearErrors };
}

export type FormState<V extends object> = ReturnType<typeof useFormValues<V>>;
