import { Link } from 'react-router';
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { href } from '@dme/contract';
import { homeOf } from '../../session';
import { useCurrentUser } from '../api/get-user';
import { useLogout } from '../api/logout';

/** Who is signed in, with Logout; or an invitation to sign in. */
export function SessionPanel() {
  const { user, isLoading } = useCurrentUser();
  const signOut = useLogout();

  return (
    <Paper withBorder radius="md" p="lg" shadow="xs" aria-live="polite">
      {isLoading ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">Checking your session...</Text>
        </Group>
      ) : user ? (
        <Group justify="space-between" gap="md" wrap="wrap">
          <Text>
            Signed in as{' '}
            <Text span fw={600}>
              {user.name}
            </Text>{' '}
            ({user.role})
          </Text>
          <Group gap="sm">
            <Button component={Link} to={homeOf(user)}>
              Open dashboard
            </Button>
            <Button variant="default" onClick={() => signOut.mutate()} loading={signOut.isPending}>
              Logout
            </Button>
          </Group>
        </Group>
      ) : (
        <Group justify="space-between" gap="md" wrap="wrap">
          <Text c="dimmed">Sign in to reach your orders, patients and tasks.</Text>
          <Button component={Link} to={href('auth.login')}>
            Sign in
          </Button>
        </Group>
      )}
    </Paper>
  );
}
