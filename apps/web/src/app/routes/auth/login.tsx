import { Link, useNavigate } from 'react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { href } from '@dme/contract';
import { LoginForm } from '../../../features/auth';
import { homeOf } from '../../../features/session';
import { takeReturnUrl } from '../../../lib/return-url';

export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={24}>
          Welcome back
        </Title>
        <Text c="dimmed" size="sm">
          Sign in with your DME Portal account.
        </Text>
      </Stack>
      {/* Back where the visitor was going, else the role's home. */}
      <LoginForm onSignedIn={(user) => navigate(takeReturnUrl() ?? homeOf(user), { replace: true })} />
      <Anchor component={Link} to={href('auth.reset-password')} size="sm" ta="center">
        Forgot your password?
      </Anchor>
    </Stack>
  );
}
