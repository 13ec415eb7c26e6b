import { useState, type FormEvent } from 'react';
import { NewPasswordFields } from './new-password-fields';
import { Alert, Anchor, Button, Group, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { resetPasswordCheckBody, resetPasswordResetBody, resetPasswordSendBody } from '@dme/contract';
import { useCheckResetCode, useResetWithCode, useSendResetCode, useSendResetLink } from '../api/reset-password';
import { splitServerErrors, validateWith, type FieldErrors } from './form-errors';

type Step = 'request' | 'code' | 'password' | 'done';
type Field = 'login' | 'code' | 'password' | 'password_confirmation';
const CODE_LENGTH = 6;

export interface ResetPasswordFlowProps {
  /** Shown with the final message: where to sign in. */
  loginHref: string;
}

/**
 * Password reset by code: the login gets a 6-digit code by mail (`reset-password/send`), the code is checked
 * (`check`), then a new password is set with it (`reset`). A link by mail (`password/email`) is offered too.
 */
export function ResetPasswordFlow({ loginHref }: ResetPasswordFlowProps) {
  const [step, setStep] = useState<Step>('request');
  const [values, setValues] = useState({ login: '', code: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sendCode = useSendResetCode();
  const checkCode = useCheckResetCode();
  const reset = useResetWithCode();
  const sendLink = useSendResetLink();

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Validates with the contract schema, calls, and on failure spreads the server's errors over the fields. */
  const attempt = async (
    schema: Parameters<typeof validateWith>[0],
    body: object,
    visible: readonly Field[],
    run: () => Promise<unknown>,
  ): Promise<boolean> => {
    setFormError(null);
    const invalid = validateWith(schema, body, visible);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return false;
    try {
      await run();
      return true;
    } catch (error) {
      const failure = splitServerErrors(error, visible);
      setErrors(failure.fields);
      setFormError(failure.form);
      return false;
    }
  };

  const requestCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = { login: values.login };
    const ok = await attempt(resetPasswordSendBody, body, ['login'], async () => setNotice((await sendCode.mutateAsync(body)).message));
    if (ok) setStep('code');
  };

  const requestLink = async () => {
    setNotice(null);
    const body = { email: values.login.trim() };
    try {
      setNotice((await sendLink.mutateAsync(body)).message);
      setFormError(null);
    } catch (error) {
      const failure = splitServerErrors(error, ['email'] as const);
      setFormError(failure.fields.email ?? failure.form);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const body = { login: values.login, code: values.code };
    if (await attempt(resetPasswordCheckBody, body, ['code'], () => checkCode.mutateAsync(body))) {
      setNotice(null);
      setStep('password');
    }
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (await attempt(resetPasswordResetBody, values, ['password', 'password_confirmation'], () => reset.mutateAsync(values)))
      setStep('done');
  };

  if (step === 'done') {
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
    <Stack gap="md">
      {formError && (
        <Alert color="red" variant="light" title="Password reset failed">
          {formError}
        </Alert>
      )}
      {notice && !formError && (
        <Alert color="green" variant="light">
          {notice}
        </Alert>
      )}
      {step === 'request' && (
        <form onSubmit={requestCode} noValidate aria-label="Request a reset code">
          <Stack gap="md">
            <TextInput
              label="Login or email"
              name="login"
              autoComplete="username"
              autoFocus
              required
              value={values.login}
              onChange={(e) => set('login', e.currentTarget.value)}
              error={errors.login}
            />
            <Button type="submit" fullWidth loading={sendCode.isPending}>
              Send code
            </Button>
            {values.login.includes('@') && (
              <Anchor component="button" type="button" size="sm" onClick={requestLink} disabled={sendLink.isPending}>
                Email me a reset link instead
              </Anchor>
            )}
          </Stack>
        </form>
      )}
      {step === 'code' && (
        <form onSubmit={submitCode} noValidate aria-label="Enter the reset code">
          <Stack gap="md">
            <Text size="sm">
              Enter the {CODE_LENGTH}-digit code we sent for {values.login}.
            </Text>
            <Stack gap={4}>
              <Text component="label" size="sm" fw={500} id="reset-code-label">
                Code
              </Text>
              <PinInput
                length={CODE_LENGTH}
                type="number"
                oneTimeCode
                autoFocus
                value={values.code}
                onChange={(code) => set('code', code)}
                error={Boolean(errors.code)}
                aria-labelledby="reset-code-label"
                size="md"
                gap="xs"
              />
              {errors.code && (
                <Text size="xs" c="red">
                  {errors.code}
                </Text>
              )}
            </Stack>
            <Button type="submit" fullWidth loading={checkCode.isPending}>
              Check code
            </Button>
            <Group justify="space-between">
              <Anchor component="button" type="button" size="sm" onClick={() => setStep('request')}>
                Change login
              </Anchor>
              <Anchor component="button" type="button" size="sm" onClick={() => void requestCode()} disabled={sendCode.isPending}>
                Send a new code
              </Anchor>
            </Group>
          </Stack>
        </form>
      )}
      {step === 'password' && (
        <form onSubmit={submitPassword} noValidate aria-label="Choose a new password">
          <Stack gap="md">
            <NewPasswordFields values={values} errors={errors} onChange={set} />
            <Button type="submit" fullWidth loading={reset.isPending}>
              Reset password
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
