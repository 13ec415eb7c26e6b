import type { OptionId } from './select';
import type { AppForm } from './use-app-form';

type FieldForm<V extends Record<string, unknown>> = Pick<AppForm<V>, 'getInputProps' | 'values'>;

/**
 * `getInputProps` for a text field of the app's own inputs (MaskedInput, Textarea, TextInput), whose `value` is a
 * required string: the field's value, its change handler (an event or the masked text) and its error.
 */
export function textField<V extends Record<string, unknown>>(form: FieldForm<V>, path: keyof V & string) {
  const value = form.values[path];
  return { ...form.getInputProps(path), value: typeof value === 'string' ? value : String(value ?? '') };
}

/** The same for the app's `Select` over a string field: '' shows as nothing chosen, and clearing stores ''. */
export function choiceField<V extends Record<string, unknown>>(form: FieldForm<V>, path: keyof V & string) {
  const { onChange, error, onFocus, onBlur } = form.getInputProps(path);
  const value = form.values[path];
  return {
    error: error as string | undefined,
    onFocus,
    onBlur,
    value: value === '' || value === null || value === undefined ? null : (value as OptionId),
    onChange: (id: OptionId | null) => onChange(id === null ? '' : String(id)),
  };
}
