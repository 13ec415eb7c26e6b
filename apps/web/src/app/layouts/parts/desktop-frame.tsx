import { Outlet } from 'react-router';
import { AppShell, Group } from '@mantine/core';
import type { CurrentUser } from '@dme/contract';
import { LocationChooser } from '../../../features/location';
import { GlobalSearch } from '../../../features/search';
import { Sidebar, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, useShellLogout, UserMenu } from '../../../features/shell';
import { session, useSession } from '../../../lib/session';
import { useShellState } from './use-shell-state';

/** Desktop (wider than 1090 px): collapsible sidebar, header with search, location chooser (staff) and user menu. */
export function DesktopFrame({ user }: { user: CurrentUser }) {
  const { sidebarCollapsed } = useSession();
  const { menu, onLocationChosen } = useShellState(user);
  const { logout, isPending } = useShellLogout();
  return (
    <AppShell
      layout="alt"
      header={{ height: 60 }}
      navbar={{ width: sidebarCollapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH, breakpoint: 'xs' }}
      padding={0}
      data-layout="default"
    >
      <AppShell.Header>
        <Group h="100%" px="lg" justify="space-between" wrap="nowrap" gap="md">
          <GlobalSearch role={user.role} />
          <Group gap="md" wrap="nowrap" ml="auto">
            {user.is_staff && <LocationChooser user={user} onChosen={onLocationChosen} />}
            <UserMenu user={user} menu={menu} onLogout={logout} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar
          menu={menu}
          collapsed={sidebarCollapsed}
          onToggle={() => session.setSidebarCollapsed(!sidebarCollapsed)}
          onLogout={logout}
          loggingOut={isPending}
        />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
