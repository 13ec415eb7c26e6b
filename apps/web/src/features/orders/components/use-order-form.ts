import { useState } from 'react';
import { splitServerErrors, type FieldErrors } from '../../auth';

/**
 * Values and errors of an order form. `fail(error)` puts a failed call's 422 messages under the fields they
 * name; anything else (a 409 for a status that no longer allows the change) becomes the form's message.
 */
export function useOrderForm<V extends object>(initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof V, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    values,
    errors,
    formError,
    set: <K extends keyof V>(field: K, value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    reset: () => {
      setValues(initial());
      setErrors({});
      setFormError(null);
    },
    fail: (error: unknown) => {
      const split = splitServerErrors(error, Object.keys(values) as Extract<keyof V, string>[]);
      setErrors(split.fields);
      setFormError(split.form);
    },
  };
}
