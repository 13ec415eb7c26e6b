import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { loginByNpiBody, type CurrentUser } from '@dme/contract';
import { useAppForm } from '../../../components/form';
import { useLoginByNpi } from '../api/login-by-npi';

/** What the doctor is told when the link's code is missing or refused (the server's words for `errors.code`). */
export const INVALID_INVITE_LINK = 'The invitation link is not valid.';

/**
 * An NPI is 10 digits. The spec's NPI mask (###-##-####) has only 9 slots and cannot hold a real NPI (it is the
 * SSN pattern), so this is a plain 10-digit numeric field, checked like the contract's `login-by-npi` body.
 */
export const NPI_LENGTH = 10;

export interface NpiCheckFormProps {
  userId: number | null;
  /** The invitation link's `?code=`. */
  code: string | null;
  onVerified: (user: CurrentUser) => void;
}

export function NpiCheckForm({ userId, code, onVerified }: NpiCheckFormProps) {
  // The link's code is a value of the form too: the contract checks it, and its errors show above the form.
  const form = useAppForm({ initialValues: { npi: '', code: code ?? '' }, schema: loginByNpiBody });
  const check = useLoginByNpi();
  const linkBroken = userId === null || !code;
  const codeError = linkBroken ? INVALID_INVITE_LINK : form.errors.code;

  const submit = form.onSubmit((values) => {
    if (userId === null) return;
    check.mutate({ userId, ...values }, { onSuccess: onVerified, onError: form.fail });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Verify your NPI">
      <Stack gap="md">
        {codeError && (
          <Alert color="red" variant="light" title="Invitation link" role="alert">
            {codeError}
          </Alert>
        )}
        {form.formError && (
          <Alert color="red" variant="light" title="Could not verify" role="alert">
            {form.formError}
          </Alert>
        )}
        <TextInput
          label="NPI"
          name="npi"
          inputMode="numeric"
          autoComplete="off"
          placeholder="10 digits"
          description="Your 10-digit National Provider Identifier."
          maxLength={NPI_LENGTH}
          required
          autoFocus
          {...form.getInputProps('npi')}
          onChange={(event) => form.setFieldValue('npi', event.currentTarget.value.replace(/\D/g, '').slice(0, NPI_LENGTH))}
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={check.isPending} disabled={linkBroken}>
          Verify and continue
        </Button>
      </Stack>
    </form>
  );
}
