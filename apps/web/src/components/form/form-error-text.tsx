import { Text } from '@mantine/core';
import { formErrorText } from '../../lib/http-error';

export interface FormErrorTextProps {
  /**
   * The failed submit's error (an HttpError from the http client), or a form's own message as text (`form.formError`
   * of `useAppForm`); nothing is shown while it is empty.
   */
  error: unknown;
}

/**
 * A form's error line (foundation §5): the server's `errors` (all messages, joined with ', ') if present, else its
 * `message`, else 'Something went wrong. Please try again.'.
 */
export function FormErrorText({ error }: FormErrorTextProps) {
  if (error === null || error === undefined || error === '') return null;
  return (
    <Text role="alert" c="red" fz="sm">
      {typeof error === 'string' ? error : formErrorText(error)}
    </Text>
  );
}
