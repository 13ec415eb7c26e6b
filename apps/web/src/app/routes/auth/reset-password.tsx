import { Link, useSearchParams } from 'react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { href } from '@dme/contract';
import { ResetPasswordFlow, ResetWithLinkForm } from '../../../features/auth';

/** Password reset: by a mailed code, or by the mailed link (`?token=...&email=...`). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const loginHref = href('auth.login');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={24}>
          Reset your password
        </Title>
        <Text c="dimmed" size="sm">
          {token && email ? 'Choose a new password for your account.' : 'We will e-mail you a 6-digit code to confirm it is you.'}
        </Text>
      </Stack>
      {token && email ? <ResetWithLinkForm token={token} email={email} loginHref={loginHref} /> : <ResetPasswordFlow loginHref={loginHref} />}
      <Anchor component={Link} to={loginHref} size="sm" ta="center">
        Back to sign in
      </Anchor>
    </Stack>
  );
}
