import { Alert, Button, Stack, Text } from '@mantine/core';
import { passwordPair } from '@dme/contract';
import { useAppForm } from '../../../components/form';
import { useResetWithLink } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

export interface ResetWithLinkFormProps {
  /** From the mailed link: `/auth/reset-password?token=...&email=...`. */
  token: string;
  email: string;
  loginHref: string;
}

/** The mailed-link flow: a new password for the address in the link (`POST password/reset`). */
export function ResetWithLinkForm({ token, email, loginHref }: ResetWithLinkFormProps) {
  // The link brings email and token; the form checks its own two fields with the contract's rules for them.
  const form = useAppForm({ initialValues: { password: '', password_confirmation: '' }, schema: passwordPair });
  const reset = useResetWithLink();

  const submit = form.onSubmit((values) => reset.mutate({ email, token, ...values }, { onError: form.fail }));

  if (reset.isSuccess) {
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
        {form.formError && (
          <Alert color="red" variant="light" title="Password reset failed">
            {form.formError}
          </Alert>
        )}
        <Text size="sm">
          New password for{' '}
          <Text span fw={600}>
            {email}
          </Text>
        </Text>
        <NewPasswordFields inputProps={form.getInputProps} />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}
