import { useState, type FormEvent } from 'react';
import { NewPasswordFields } from './new-password-fields';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { passwordResetBody } from '@dme/contract';
import { useResetWithLink } from '../api/reset-password';
import { splitServerErrors, validateWith, type FieldErrors } from './form-errors';

type Field = 'password' | 'password_confirmation';
const FIELDS: readonly Field[] = ['password', 'password_confirmation'];

export interface ResetWithLinkFormProps {
  /** From the mailed link: `/auth/reset-password?token=...&email=...`. */
  token: string;
  email: string;
  loginHref: string;
}

/** The mailed-link flow: a new password for the address in the link (`POST password/reset`). */
export function ResetWithLinkForm({ token, email, loginHref }: ResetWithLinkFormProps) {
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reset = useResetWithLink();

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = { email, token, ...values };
    const invalid = validateWith(passwordResetBody, body, FIELDS);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await reset.mutateAsync(body);
      setDone(true);
    } catch (error) {
      const failure = splitServerErrors(error, FIELDS);
      setErrors(failure.fields);
      setFormError(failure.form);
    }
  };

  if (done) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" title="Password changed">
          Your password has been reset. You can sign in with the new password now.
        </Alert>
        <Button component="a" href={loginHref} fullWidth>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" title="Password reset failed">
            {formError}
          </Alert>
        )}
        <Text size="sm">
          New password for{' '}
          <Text span fw={600}>
            {email}
          </Text>
        </Text>
        <NewPasswordFields values={values} errors={errors} onChange={set} />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
