import { Link } from 'react-router';
import { Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CurrentUser } from '@dme/contract';
import { Avatar } from '../../components';
import { Icon } from './icons';
import type { VisibleMenu } from './menu';

export interface UserMenuProps {
  user: CurrentUser;
  menu: VisibleMenu;
  onLogout: () => void;
}

/** Who is signed in (name and account) with Profile & Staff and Logout. */
export function UserMenu({ user, menu, onLogout }: UserMenuProps) {
  const subtitle = user.is_staff && user.owner_name ? `${user.account?.name ?? ''} · staff of ${user.owner_name}` : (user.account?.name ?? user.role);
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu of ${user.name}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar name={user.name} size={34} />
            <Stack gap={0} visibleFrom="md" maw={200}>
              <Text size="sm" fw={600} truncate>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {subtitle}
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.login}</Menu.Label>
        {menu.profile && (
          <Menu.Item component={Link} to={menu.profile.href} leftSection={<Icon name="user" size={16} />}>
            {menu.profile.label}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<Icon name="logout" size={16} />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
