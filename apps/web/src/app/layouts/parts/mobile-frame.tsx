import { Link, Outlet } from 'react-router';
import { AppShell, Box, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CurrentUser } from '@dme/contract';
import { Avatar } from '../../../components';
import { Brand } from '../../../components/brand';
import { LocationChooser } from '../../../features/location';
import { GlobalSearch } from '../../../features/search';
import { MobileHeader, ShellNav, useShellLogout } from '../../../features/shell';
import { useShellState } from './use-shell-state';

/** Width of the patient and driver screens' column on wide windows. */
const MOBILE_COLUMN = 720;

/** Phones and narrow windows (1090 px or less): header with back, burger and logout; the menu in a drawer. */
export function MobileFrame({ user, layout }: { user: CurrentUser; layout: 'default' | 'mobile' }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { menu, title, backTo, onLocationChosen } = useShellState(user);
  const { logout, isPending } = useShellLogout();
  return (
    <AppShell header={{ height: 56 }} padding={0} data-layout={layout} data-mobile>
      <AppShell.Header>
        <MobileHeader
          title={title}
          backTo={backTo}
          home={menu.home}
          maxWidth={layout === 'mobile' ? MOBILE_COLUMN : undefined}
          menuOpened={opened}
          onMenu={toggle}
          onLogout={logout}
        />
      </AppShell.Header>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="min(320px, 88vw)"
        padding="sm"
        title={
          <UnstyledButton component={Link} to={menu.home} onClick={close} aria-label="DME Portal home">
            <Brand />
          </UnstyledButton>
        }
        styles={{ body: { display: 'flex', flexDirection: 'column', height: 'calc(100% - 60px)' } }}
      >
        <Stack gap="sm" mb="xs">
          <Group gap="sm" wrap="nowrap">
            <Avatar name={user.name} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" truncate>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.account?.name ?? user.role}
              </Text>
            </Stack>
          </Group>
          {user.is_staff && <LocationChooser user={user} onChosen={onLocationChosen} fullWidth />}
          <GlobalSearch role={user.role} fullWidth onPick={close} />
        </Stack>
        <ShellNav menu={menu} onNavigate={close} onLogout={logout} loggingOut={isPending} />
      </Drawer>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        {/* The patient and driver areas are phone screens: on a wide window they stay a readable column. */}
        <Box maw={layout === 'mobile' ? MOBILE_COLUMN : undefined} mx="auto">
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
