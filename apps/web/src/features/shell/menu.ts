import { can, href, STAFF_ROLE_MARKER, webRoute, type CurrentUser, type Role, type WebRouteName } from '@dme/contract';
import { DASHBOARD_ROUTES, PROFILE_ROUTES } from '../session';
import type { IconName } from './icons';

/** What the menu rules read of the signed-in user. */
export type MenuUser = Pick<CurrentUser, 'role' | 'is_staff' | 'roles' | 'staff_roles' | 'permissions'>;

export interface MenuContext {
  /** Location chosen for today: staff permissions are kept per location. */
  locationId: number | null;
}

export type MenuRule = (user: MenuUser, context: MenuContext) => boolean;

export interface MenuItemDefinition {
  key: string;
  label: string;
  route: WebRouteName;
  icon: IconName;
  section: 'menu' | 'other';
  roles: readonly Role[];
  /** Extra rule on top of the role; omitted means everyone of those roles. */
  rule?: MenuRule;
  /** Sub-entries shown under this one (same roles and rule); the entry's own route is usually the first. */
  children?: readonly MenuChildDefinition[];
}

export interface MenuChildDefinition {
  key: string;
  label: string;
  route: WebRouteName;
}

// The rules of foundation §2 "Sidebar" and §6 "Other rules", named so the data below reads like the spec.
const notAgent: MenuRule = (user) => !user.staff_roles.includes('agent');
const permission =
  (key: string): MenuRule =>
  (user, { locationId }) =>
    can(user, key, locationId);
const nonStaff: MenuRule = (user) => !user.is_staff;
const withoutStaffRole: MenuRule = (user) => !user.roles.includes(STAFF_ROLE_MARKER);
const deliveryPlanner: MenuRule = (user) => !user.is_staff || user.staff_roles.includes('delivery_planner');
/** New orders additionally need `order create` at the chosen location (the route's own guard). */
const mayCreateOrders: MenuRule = (user, context) => notAgent(user, context) && permission('order create')(user, context);

const DOCTOR: readonly Role[] = ['doctor'];
const SUPPLIER: readonly Role[] = ['supplier'];
const EVERYONE: readonly Role[] = ['doctor', 'supplier', 'patient', 'driver'];

/** Every menu entry, in display order. Dashboards are added per role by `visibleMenu`. */
export const MENU_ITEMS: readonly MenuItemDefinition[] = [
  // Doctor menu
  { key: 'doctor.new-order', label: 'New Order', route: 'orders.create', icon: 'plus', section: 'menu', roles: DOCTOR, rule: mayCreateOrders },
  { key: 'doctor.orders', label: 'Order Activity', route: 'doctor.orders.list.status', icon: 'list', section: 'menu', roles: DOCTOR },
  { key: 'doctor.catalog', label: 'Catalog', route: 'catalog.category', icon: 'catalog', section: 'menu', roles: DOCTOR },
  { key: 'doctor.patients', label: 'Patient Info', route: 'doctor.patients.list', icon: 'users', section: 'menu', roles: DOCTOR },
  { key: 'doctor.suppliers', label: 'Suppliers', route: 'doctor.suppliers.list', icon: 'truck', section: 'menu', roles: DOCTOR },
  { key: 'doctor.stock', label: 'Stock', route: 'doctor.stock.category', icon: 'box', section: 'menu', roles: DOCTOR },
  // Supplier menu
  { key: 'supplier.new-order', label: 'New Order', route: 'supplier.orders.create', icon: 'plus', section: 'menu', roles: SUPPLIER, rule: mayCreateOrders },
  { key: 'supplier.orders', label: 'Order Activity', route: 'supplier.orders.list.status', icon: 'list', section: 'menu', roles: SUPPLIER },
  { key: 'supplier.shipping', label: 'Shipping', route: 'supplier.shipping.list.status', icon: 'truck', section: 'menu', roles: SUPPLIER },
  {
    key: 'supplier.shipping-manage',
    label: 'Shipping Manage',
    route: 'supplier.shipping-manage.scheduler',
    icon: 'route',
    section: 'menu',
    roles: SUPPLIER,
    rule: deliveryPlanner,
    children: [
      { key: 'supplier.shipping-manage.scheduler', label: 'Scheduler', route: 'supplier.shipping-manage.scheduler' },
      { key: 'supplier.shipping-manage.auto-scheduler', label: 'Auto-scheduler', route: 'supplier.shipping-manage.auto-scheduler' },
      { key: 'supplier.shipping-manage.routes', label: 'Routes', route: 'supplier.shipping-manage.routes.list' },
      { key: 'supplier.shipping-manage.mark-items', label: 'Load the vans', route: 'supplier.shipping-manage.mark-items.list' },
      { key: 'supplier.shipping-manage.drivers', label: 'Drivers', route: 'supplier.shipping-manage.drivers.list' },
    ],
  },
  {
    key: 'supplier.claims',
    label: 'Claims',
    route: 'supplier.billing.claims.list',
    icon: 'receipt',
    section: 'menu',
    roles: SUPPLIER,
    rule: permission('billing claim view'),
  },
  {
    key: 'supplier.charts',
    label: 'Charts',
    route: 'supplier.charts.satisfaction.list',
    icon: 'chart',
    section: 'menu',
    roles: SUPPLIER,
    rule: permission('satisfaction'),
  },
  { key: 'supplier.patients', label: 'Patients', route: 'supplier.patients.list', icon: 'users', section: 'menu', roles: SUPPLIER },
  { key: 'supplier.doctors', label: 'Doctors', route: 'supplier.doctors.list', icon: 'stethoscope', section: 'menu', roles: SUPPLIER },
  {
    key: 'supplier.employees',
    label: 'Employees',
    route: 'supplier.employees.profile.list',
    icon: 'id',
    section: 'menu',
    roles: SUPPLIER,
    rule: permission('hr'),
    children: [
      { key: 'supplier.employees.profiles', label: 'Profiles', route: 'supplier.employees.profile.list' },
      { key: 'supplier.employees.tracking', label: 'Tracking', route: 'supplier.employees.tracking.list' },
    ],
  },
  { key: 'supplier.catalog', label: 'Catalog', route: 'supplier.catalog.view', icon: 'catalog', section: 'menu', roles: SUPPLIER },
  {
    key: 'supplier.stock',
    label: 'Stock',
    route: 'supplier.stock.warehouses.list',
    icon: 'box',
    section: 'menu',
    roles: SUPPLIER,
    rule: permission('stock'),
    children: [
      { key: 'supplier.stock.warehouses', label: 'Warehouses', route: 'supplier.stock.warehouses.list' },
      { key: 'supplier.stock.inventory', label: 'Inventory', route: 'supplier.stock.inventory.list' },
      { key: 'supplier.stock.logs', label: 'Stock logs', route: 'supplier.stock.logs' },
      { key: 'supplier.stock.editor', label: 'Stock editor', route: 'supplier.stock.editor' },
      { key: 'supplier.stock.distributors', label: 'Distributors', route: 'supplier.stock.distributors.list' },
      { key: 'supplier.stock.distribution-orders', label: 'Distribution orders', route: 'supplier.stock.distributors-orders.list' },
    ],
  },
  { key: 'supplier.insurances', label: 'Insurances', route: 'supplier.insurances', icon: 'shield', section: 'menu', roles: SUPPLIER, rule: nonStaff },
  // Patient and driver menus (mobile drawer; not named by the spec, they mirror the route catalogue)
  { key: 'patient.catalog', label: 'Catalog', route: 'patient.catalog.categories', icon: 'catalog', section: 'menu', roles: ['patient'] },
  { key: 'patient.orders', label: 'Orders', route: 'orders.list', icon: 'list', section: 'menu', roles: ['patient'] },
  { key: 'patient.cart', label: 'Cart', route: 'patient.cart', icon: 'cart', section: 'menu', roles: ['patient'] },
  { key: 'driver.routes', label: 'Routes', route: 'driver.routes.list', icon: 'route', section: 'menu', roles: ['driver'] },
  // Other
  { key: 'supplier.reports', label: 'Reports', route: 'supplier.reports', icon: 'report', section: 'other', roles: SUPPLIER, rule: nonStaff },
  { key: 'help', label: 'Need Help?', route: 'welcome', icon: 'help', section: 'other', roles: EVERYONE },
  {
    key: 'supplier.settings',
    label: 'Settings',
    route: 'supplier.settings',
    icon: 'settings',
    section: 'other',
    roles: SUPPLIER,
    rule: withoutStaffRole,
  },
  { key: 'supplier.logs', label: 'Logs', route: 'supplier.logs', icon: 'logs', section: 'other', roles: SUPPLIER, rule: permission('logs') },
];

export interface MenuEntry {
  key: string;
  label: string;
  route: WebRouteName;
  href: string;
  icon: IconName;
  /** Sub-entries whose screens exist (only when there are two or more: one alone is the entry itself). */
  children?: MenuEntry[];
}

export interface VisibleMenu {
  /** Logo link: `{role}.dashboard`. */
  home: string;
  /** "Profile & Staff": `{role}.profile`, when the role has one and its screen exists. */
  profile: MenuEntry | null;
  menu: MenuEntry[];
  other: MenuEntry[];
}

export interface VisibleMenuOptions extends Partial<MenuContext> {
  /**
   * Screens that exist; entries of other routes are hidden so they appear by themselves as screens land.
   * Omitted: the rules alone decide (the app passes `isImplementedRoute`, see app/menu.ts).
   */
  implemented?: (route: WebRouteName) => boolean;
}

const toEntry = (item: Pick<MenuItemDefinition, 'key' | 'label' | 'route' | 'icon'>): MenuEntry => ({
  key: item.key,
  label: item.label,
  route: item.route,
  href: href(item.route),
  icon: item.icon,
});

function withChildren(item: MenuItemDefinition, shown: (route: WebRouteName) => boolean): MenuEntry {
  const entry = toEntry(item);
  const children = (item.children ?? []).filter((child) => shown(child.route)).map((child) => toEntry({ ...child, icon: item.icon }));
  return children.length > 1 ? { ...entry, children } : entry;
}

/** The sidebar of a user: the spec's rules, then only the screens that exist. */
export function visibleMenu(user: MenuUser, { implemented, locationId = null }: VisibleMenuOptions = {}): VisibleMenu {
  const context: MenuContext = { locationId };
  const shown = (route: WebRouteName) => implemented?.(route) ?? true;
  const dashboard: MenuItemDefinition = {
    key: `${user.role}.dashboard`,
    label: 'Dashboard',
    route: DASHBOARD_ROUTES[user.role],
    icon: 'dashboard',
    section: 'menu',
    roles: [user.role],
  };
  const items = [dashboard, ...MENU_ITEMS].filter(
    (item) => item.roles.includes(user.role) && (item.rule?.(user, context) ?? true) && shown(item.route),
  );
  const profileRoute = PROFILE_ROUTES[user.role];
  return {
    home: href(DASHBOARD_ROUTES[user.role]),
    profile:
      profileRoute && shown(profileRoute)
        ? toEntry({ key: `${user.role}.profile`, label: 'Profile & Staff', route: profileRoute, icon: 'user' })
        : null,
    menu: items.filter((item) => item.section === 'menu').map((item) => withChildren(item, shown)),
    other: items.filter((item) => item.section === 'other').map((item) => withChildren(item, shown)),
  };
}

/** The route's title (for mobile headers). */
export const routeTitle = (name: WebRouteName): string => webRoute(name).title;
