import { useState } from 'react';
import { Alert, Anchor, Button, Group, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { passwordPair, resetPasswordCheckBody, resetPasswordSendBody } from '@dme/contract';
import { useAppForm } from '../../../components/form';
import { useCheckResetCode, useResetWithCode, useSendResetCode, useSendResetLink } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';

type Step = 'request' | 'code' | 'password' | 'done';
const CODE_LENGTH = 6;
/** The code step's field (the login comes from the first step). */
const codeOnly = resetPasswordCheckBody.pick({ code: true });

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
  const [notice, setNotice] = useState<string | null>(null);
  // One form a step, each checked with its call's contract rules for the fields it shows.
  const request = useAppForm({ initialValues: { login: '' }, schema: resetPasswordSendBody });
  const check = useAppForm({ initialValues: { code: '' }, schema: codeOnly });
  const choose = useAppForm({ initialValues: { password: '', password_confirmation: '' }, schema: passwordPair });
  const sendCode = useSendResetCode();
  const checkCode = useCheckResetCode();
  const reset = useResetWithCode();
  const sendLink = useSendResetLink();
  const login = request.getValues().login;
  const code = check.getValues().code;
  const formError = { request: request.formError, code: check.formError, password: choose.formError, done: null }[step];

  const requestCode = ({ login }: { login: string }) =>
    sendCode.mutate(
      { login },
      {
        onSuccess: ({ message }) => {
          setNotice(message);
          setStep('code');
        },
        onError: request.fail,
      },
    );

  const requestLink = () => {
    setNotice(null);
    request.clearFormError();
    sendLink.mutate({ email: login.trim() }, { onSuccess: ({ message }) => setNotice(message), onError: request.fail });
  };

  const submitCode = check.onSubmit((values) =>
    checkCode.mutate(
      { login, ...values },
      {
        onSuccess: () => {
          setNotice(null);
          setStep('password');
        },
        onError: check.fail,
      },
    ),
  );

  const submitPassword = choose.onSubmit((values) =>
    reset.mutate({ login, code, ...values }, { onSuccess: () => setStep('done'), onError: choose.fail }),
  );

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
        <form onSubmit={request.onSubmit(requestCode)} noValidate aria-label="Request a reset code">
          <Stack gap="md">
            <TextInput label="Login or email" name="login" autoComplete="username" autoFocus required {...request.getInputProps('login')} />
            <Button type="submit" fullWidth loading={sendCode.isPending}>
              Send code
            </Button>
            {login.includes('@') && (
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
              Enter the {CODE_LENGTH}-digit code we sent for {login}.
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
                {...check.getInputProps('code')}
                error={Boolean(check.errors.code)}
                aria-labelledby="reset-code-label"
                size="md"
                gap="xs"
              />
              {check.errors.code && (
                <Text size="xs" c="red">
                  {check.errors.code}
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
              <Anchor component="button" type="button" size="sm" onClick={() => requestCode({ login })} disabled={sendCode.isPending}>
                Send a new code
              </Anchor>
            </Group>
          </Stack>
        </form>
      )}
      {step === 'password' && (
        <form onSubmit={submitPassword} noValidate aria-label="Choose a new password">
          <Stack gap="md">
            <NewPasswordFields inputProps={choose.getInputProps} />
            <Button type="submit" fullWidth loading={reset.isPending}>
              Reset password
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
