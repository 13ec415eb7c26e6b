import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { loginByNpiBody, type CurrentUser } from '@dme/contract';
import { splitServerErrors, validateWith, type FieldErrors } from '../../auth';
import { useLoginByNpi } from '../api/login-by-npi';

/** What the doctor is told when the link's code is missing or refused (the server's words for `errors.code`). */
export const INVALID_INVITE_LINK = 'The invitation link is not valid.';

/**
 * An NPI is 10 digits. The spec's NPI mask (###-##-####) has only 9 slots and cannot hold a real NPI (it is the
 * SSN pattern), so this is a plain 10-digit numeric field, checked like the contract's `login-by-npi` body.
 */
export const NPI_LENGTH = 10;

type Field = 'npi' | 'code';

export interface NpiCheckFormProps {
  userId: number | null;
  /** The invitation link's `?code=`. */
  code: string | null;
  onVerified: (user: CurrentUser) => void;
}

export function NpiCheckForm({ userId, code, onVerified }: NpiCheckFormProps) {
  const [npi, setNpi] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const check = useLoginByNpi();
  const linkBroken = userId === null || !code;
  const codeError = linkBroken ? INVALID_INVITE_LINK : errors.code;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (linkBroken) return;
    const invalid = validateWith(loginByNpiBody, { npi, code }, ['npi', 'code'] as const);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      onVerified(await check.mutateAsync({ userId, npi, code }));
    } catch (error) {
      const failure = splitServerErrors(error, ['npi', 'code'] as const);
      // The server words a refused code as INVALID_INVITE_LINK already; it is shown above the form.
      setErrors(failure.fields);
      setFormError(failure.form);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Verify your NPI">
      <Stack gap="md">
        {codeError && (
          <Alert color="red" variant="light" title="Invitation link" role="alert">
            {codeError}
          </Alert>
        )}
        {formError && (
          <Alert color="red" variant="light" title="Could not verify" role="alert">
            {formError}
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
          value={npi}
          onChange={(event) => {
            setNpi(event.currentTarget.value.replace(/\D/g, '').slice(0, NPI_LENGTH));
            setErrors((current) => ({ ...current, npi: undefined }));
          }}
          error={errors.npi}
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={check.isPending} disabled={linkBroken}>
          Verify and continue
        </Button>
      </Stack>
    </form>
  );
}
