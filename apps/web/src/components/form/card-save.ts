import type { AppForm } from './use-app-form';

/**
 * A `Card`'s `onSave` for a form: checks the values with the form's schema, sends them and resolves true once saved
 * (the card returns to view mode), false when the schema or the server refused them (the card stays open, the
 * errors on their fields and the rest in `form.formError`).
 */
export function cardSave<V extends Record<string, unknown>>(form: AppForm<V>, send: (values: V) => Promise<unknown>, onSaved?: () => void) {
  return () =>
    new Promise<boolean>((resolve) => {
      form.clearFormError();
      form.onSubmit(
        (values) =>
          send(values).then(
            () => {
              onSaved?.();
              resolve(true);
            },
            (error: unknown) => {
              form.fail(error);
              resolve(false);
            },
          ),
        () => resolve(false),
      )();
    });
}
