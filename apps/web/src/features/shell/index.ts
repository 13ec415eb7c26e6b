// Public surface of the shell feature: menu rules and the pieces the layouts compose.
export { MENU_ITEMS, visibleMenu, type MenuEntry, type MenuItemDefinition, type MenuUser, type VisibleMenu, type VisibleMenuOptions } from './menu';
export { Icon, type IconName } from './icons';
export { ShellNav } from './nav-links';
export { Sidebar, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './sidebar';
export { UserMenu } from './user-menu';
export { MobileHeader } from './mobile-header';
export { useShellLogout } from './use-shell-logout';
