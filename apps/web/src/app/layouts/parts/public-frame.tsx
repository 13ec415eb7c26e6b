import { Link, Outlet } from 'react-router';
import { AppShell, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { href } from '@dme/contract';
import { Brand } from '../../../components/brand';

/** Default-layout pages seen signed out (the welcome page): logo and Sign in, no sidebar. */
export function PublicFrame({ checking }: { checking: boolean }) {
  return (
    <AppShell header={{ height: 60 }} padding={0} data-layout="default" data-public>
      <AppShell.Header>
        <Container size="md" h="100%" px={{ base: 'md', sm: 'lg' }}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <UnstyledButton component={Link} to={href('welcome')} aria-label="DME Portal home">
              <Brand />
            </UnstyledButton>
            {!checking && (
              <Button component={Link} to={href('auth.login')} variant="light">
                Sign in
              </Button>
            )}
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
