import type { UseFormReturnType } from '@mantine/form';

/**
 * `getInputProps` for the app's own inputs (`Select`, `MaskedInput`, pickers), whose `value` is required and whose
 * `onChange` hands over a value rather than an event: the field's value with its type, an `onChange` taking that
 * value, and the error as text.
 */
export function inputOf<V extends Record<string, unknown>, K extends keyof V & string>(
  form: Pick<UseFormReturnType<V>, 'getInputProps'>,
  field: K,
): { value: V[K]; onChange: (value: V[K]) => void; error: string | undefined; onFocus?: () => void; onBlur?: () => void } {
  const props = form.getInputProps(field);
  return {
    value: props.value as V[K],
    onChange: (value: V[K]) => (props.onChange as (value: V[K]) => void)(value),
    error: typeof props.error === 'string' ? props.error : undefined,
    onFocus: props.onFocus as (() => void) | undefined,
    onBlur: props.onBlur as (() => void) | undefined,
  };
}
