import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { href, passwordPair, type CurrentUser } from '@dme/contract';
import { readServerError } from '../../../lib/http-error';
import { useAppForm } from '../../../components/form';
import { NewPasswordFields } from '../../auth';
import { useSetFirstPassword, useStartFirstLogin } from '../api/first-login';

export const FIRST_LOGIN_TEXTS = {
  checking: 'Checking your invitation…',
  invalidLink: 'This invitation link is not valid or has already been used.',
} as const;

export interface FirstLoginFlowProps {
  /** From the link's path; null when it is not a valid id. */
  userId: number | null;
  /** The invitation code from the link's query (`?code=`). */
  code: string | null;
  /** Called with the signed-in user once the password is set and the main token kept. */
  onSignedIn: (user: CurrentUser) => void;
}

function InvalidLink({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" title="Invitation not valid">
        {message}
      </Alert>
      <Text size="sm" c="dimmed">
        Ask your administrator for a new invitation, or sign in if you have already set your password.
      </Text>
      <Anchor component={Link} to={href('auth.login')} size="sm" ta="center">
        Go to sign in
      </Anchor>
    </Stack>
  );
}

/** Staff first login (`/hello/{userId}?code=`): the code is exchanged for a temporary token, then a password is chosen. */
export function FirstLoginFlow({ userId, code, onSignedIn }: FirstLoginFlowProps) {
  const start = useStartFirstLogin();
  const setPassword = useSetFirstPassword();
  const started = useRef(false);
  const form = useAppForm({ initialValues: { password: '', password_confirmation: '' }, schema: passwordPair });
  const valid = userId !== null && code !== null && code !== '';
  const { mutate: startWith } = start;

  useEffect(() => {
    // Once per page: a second exchange would only issue another temporary token.
    if (!valid || started.current) return;
    started.current = true;
    startWith({ userId, code });
  }, [valid, userId, code, startWith]);

  if (!valid) return <InvalidLink message={FIRST_LOGIN_TEXTS.invalidLink} />;
  if (start.isError) {
    const { status, message } = readServerError(start.error);
    // Unknown user, wrong or used code (404/422) all read the same; throttling and outages keep the server's words.
    return (
      <InvalidLink
        message={status === 404 || status === 422 ? FIRST_LOGIN_TEXTS.invalidLink : (message ?? FIRST_LOGIN_TEXTS.invalidLink)}
      />
    );
  }
  if (!start.data) {
    return (
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader />
        <Text c="dimmed">{FIRST_LOGIN_TEXTS.checking}</Text>
      </Stack>
    );
  }
  const user = start.data;

  const submit = form.onSubmit((values) =>
    setPassword.mutate({ userId: user.id, code, ...values }, { onSuccess: onSignedIn, onError: form.fail }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Choose your password">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={24}>
            Welcome, {user.name}
          </Title>
          <Text c="dimmed" size="sm">
            Choose a password for your account <b>{user.login}</b>
            {user.owner_name ? ` at ${user.account?.name ?? user.owner_name}` : ''}. You will sign in with it from now on.
          </Text>
        </Stack>
        {form.formError && (
          <Alert color="red" variant="light" title="Could not set the password">
            {form.formError}
          </Alert>
        )}
        <NewPasswordFields
          inputProps={form.getInputProps}
          labels={{ password: 'Password', confirmation: 'Confirm password' }}
          description="At least 8 characters, with a letter and a number."
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={setPassword.isPending}>
          Set password and continue
        </Button>
      </Stack>
    </form>
  );
}
