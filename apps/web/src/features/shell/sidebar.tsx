import { Link } from 'react-router';
import { ActionIcon, Group, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { Brand } from '../../components/brand';
import { Icon } from './icons';
import type { VisibleMenu } from './menu';
import { ShellNav } from './nav-links';
import classes from './shell.module.css';

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_COLLAPSED_WIDTH = 72;

export interface SidebarProps {
  menu: VisibleMenu;
  collapsed: boolean;
  onToggle: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

/** Desktop sidebar: logo to `{role}.dashboard`, the navigation, and the collapse toggle. */
export function Sidebar({ menu, collapsed, onToggle, onLogout, loggingOut }: SidebarProps) {
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <Stack gap={0} h="100%" data-sidebar={collapsed ? 'collapsed' : 'expanded'}>
      <Group className={classes.sidebarTop} px={collapsed ? 0 : 'md'} justify={collapsed ? 'center' : 'space-between'} wrap="nowrap">
        {!collapsed && (
          <UnstyledButton component={Link} to={menu.home} aria-label="DME Portal home">
            <Brand />
          </UnstyledButton>
        )}
        <Tooltip label={toggleLabel} position="right" openDelay={0} closeDelay={0}>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={onToggle} aria-label={toggleLabel} aria-expanded={!collapsed}>
            <Icon name={collapsed ? 'expand' : 'collapse'} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <ShellNav menu={menu} collapsed={collapsed} onLogout={onLogout} loggingOut={loggingOut} />
    </Stack>
  );
}
