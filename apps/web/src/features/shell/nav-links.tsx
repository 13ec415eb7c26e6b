import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Divider, NavLink, ScrollArea, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Icon } from './icons';
import type { MenuEntry, VisibleMenu } from './menu';
import classes from './shell.module.css';

export interface ShellNavProps {
  menu: VisibleMenu;
  /** Icons only (desktop sidebar collapsed): labels become tooltips. */
  collapsed?: boolean;
  /** Called after an entry is followed (the mobile drawer closes). */
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.href === '/') return pathname === '/';
  return pathname === entry.href || pathname.startsWith(`${entry.href}/`);
}

/** An entry with sub-entries (Stock: Warehouses, Inventory, ...): a toggle, open while one of them is shown. */
function EntryGroup({ entry, onNavigate }: { entry: MenuEntry & { children: MenuEntry[] }; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const inside = entry.children.some((child) => isActive(child, pathname));
  const [opened, setOpened] = useState(inside);
  return (
    <NavLink
      label={entry.label}
      leftSection={<Icon name={entry.icon} />}
      opened={opened || inside}
      onChange={setOpened}
      className={classes.navLink}
      data-menu-key={entry.key}
      childrenOffset={28}
    >
      {entry.children.map((child) => (
        <NavLink
          key={child.key}
          component={Link}
          to={child.href}
          label={child.label}
          active={isActive(child, pathname)}
          onClick={onNavigate}
          className={classes.navLink}
          data-menu-key={child.key}
        />
      ))}
    </NavLink>
  );
}

function Entry({ entry, collapsed, onNavigate }: { entry: MenuEntry; collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  if (!collapsed && entry.children) return <EntryGroup entry={{ ...entry, children: entry.children }} onNavigate={onNavigate} />;
  const active = isActive(entry, pathname) || (entry.children ?? []).some((child) => isActive(child, pathname));
  const link = (
    <NavLink
      component={Link}
      to={entry.href}
      label={collapsed ? undefined : entry.label}
      aria-label={collapsed ? entry.label : undefined}
      leftSection={<Icon name={entry.icon} />}
      active={active}
      onClick={onNavigate}
      className={classes.navLink}
      data-collapsed={collapsed || undefined}
      data-menu-key={entry.key}
    />
  );
  return collapsed ? (
    <Tooltip label={entry.label} position="right" openDelay={0} closeDelay={0} withArrow>
      {link}
    </Tooltip>
  ) : (
    link
  );
}

function Section({ title, entries, collapsed, onNavigate }: { title: string; entries: MenuEntry[]; collapsed: boolean; onNavigate?: () => void }) {
  if (entries.length === 0) return null;
  return (
    <Stack gap={2} component="section" aria-label={title}>
      {collapsed ? (
        <Divider my={6} />
      ) : (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
          {title}
        </Text>
      )}
      {entries.map((entry) => (
        <Entry key={entry.key} entry={entry} collapsed={collapsed} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}

/** Profile & Staff, the Menu and Other sections, and Logout (foundation §2 "Sidebar"). */
export function ShellNav({ menu, collapsed = false, onNavigate, onLogout, loggingOut }: ShellNavProps) {
  const logout = (
    <UnstyledButton
      className={classes.logout}
      onClick={onLogout}
      disabled={loggingOut}
      aria-label="Logout"
      data-collapsed={collapsed || undefined}
    >
      <Icon name="logout" />
      {!collapsed && <span>Logout</span>}
    </UnstyledButton>
  );
  return (
    <Stack gap={0} h="100%" component="nav" aria-label="Main navigation">
      <ScrollArea style={{ flex: 1 }} type="scroll" scrollbarSize={6}>
        <Stack gap={4} p={collapsed ? 6 : 'xs'}>
          {menu.profile && <Entry entry={menu.profile} collapsed={collapsed} onNavigate={onNavigate} />}
          <Section title="Menu" entries={menu.menu} collapsed={collapsed} onNavigate={onNavigate} />
          <Section title="Other" entries={menu.other} collapsed={collapsed} onNavigate={onNavigate} />
        </Stack>
      </ScrollArea>
      <Stack gap={0} p={collapsed ? 6 : 'xs'} className={classes.navFooter}>
        {collapsed ? (
          <Tooltip label="Logout" position="right" openDelay={0} closeDelay={0} withArrow>
            {logout}
          </Tooltip>
        ) : (
          logout
        )}
      </Stack>
    </Stack>
  );
}
