import { describe, expect, it } from 'vitest';
import { type CurrentUser } from '@dme/contract';
import { appMenu } from '../src/app/menu';
import { isImplementedRoute } from '../src/app/implemented-routes';
import { visibleMenu, type VisibleMenu } from '../src/features/shell';
import { makeUser } from './fake-server';

const labels = (menu: VisibleMenu) => ({ menu: menu.menu.map((e) => e.label), other: menu.other.map((e) => e.label) });
const LOCATION = 21;
/** The spec's rules alone (implementation ignored), at the chosen location. */
const rules = (user: CurrentUser, locationId: number | null = LOCATION) => visibleMenu(user, { locationId });

const doctor = (overrides: Partial<CurrentUser> = {}) =>
  makeUser({ role: 'doctor', roles: ['doctor'], verified_at: '2024-01-01', ...overrides });
const supplierStaff = (permissions: string[], overrides: Partial<CurrentUser> = {}) =>
  makeUser({ is_staff: true, roles: ['supplier', 'staff'], permissions: { [String(LOCATION)]: permissions }, ...overrides });

describe('doctor menu', () => {
  it('has Dashboard, New Order, Order Activity, Catalog, Patient Info, Suppliers and Stock; Need Help? under Other', () => {
    expect(labels(rules(doctor()))).toEqual({
      menu: ['Dashboard', 'New Order', 'Order Activity', 'Catalog', 'Patient Info', 'Suppliers', 'Stock'],
      other: ['Need Help?'],
    });
  });

  it('hides New Order from agents', () => {
    const agent = doctor({ is_staff: true, roles: ['doctor', 'staff', 'agent'], staff_roles: ['agent'] });
    expect(rules(agent).menu.map((e) => e.label)).not.toContain('New Order');
    expect(rules(agent).menu.map((e) => e.label)).toContain('Order Activity');
  });

  it('links every entry through the route table', () => {
    const menu = rules(doctor());
    expect(menu.home).toBe('/doctor/dashboard');
    expect(menu.profile).toMatchObject({ label: 'Profile & Staff', href: '/doctor/profile' });
    expect(Object.fromEntries(menu.menu.map((e) => [e.label, e.href]))).toEqual({
      Dashboard: '/doctor/dashboard',
      'New Order': '/doctor/orders/create',
      'Order Activity': '/doctor/orders',
      Catalog: '/doctor/catalog/items/category',
      'Patient Info': '/doctor/patients',
      Suppliers: '/doctor/suppliers',
      Stock: '/doctor/stock/category',
    });
    expect(menu.other[0]).toMatchObject({ label: 'Need Help?', href: '/' });
  });
});

describe('supplier menu', () => {
  it('shows a non-staff supplier everything, with Reports, Need Help?, Settings and Logs under Other', () => {
    expect(labels(rules(makeUser(), null))).toEqual({
      menu: [
        'Dashboard',
        'New Order',
        'Order Activity',
        'Shipping',
        'Shipping Manage',
        'Claims',
        'Charts',
        'Patients',
        'Doctors',
        'Employees',
        'Catalog',
        'Stock',
        'Insurances',
      ],
      other: ['Reports', 'Need Help?', 'Settings', 'Logs'],
    });
    expect(rules(makeUser()).profile?.href).toBe('/supplier/profile');
  });

  it('filters staff entries by permission at the chosen location', () => {
    const intake = labels(rules(supplierStaff(['order view 5', 'order create'])));
    expect(intake.menu).toEqual(['Dashboard', 'New Order', 'Order Activity', 'Shipping', 'Patients', 'Doctors', 'Catalog']);
    // Reports (non-staff only), Settings (no staff role) and Logs (no `logs`) are gone.
    expect(intake.other).toEqual(['Need Help?']);
  });

  it('shows Stock only with `stock`, Charts only with `satisfaction`, Employees only with `hr`, Logs only with `logs`', () => {
    const menu = labels(rules(supplierStaff(['stock', 'satisfaction', 'hr', 'logs'])));
    expect(menu.menu).toEqual(expect.arrayContaining(['Stock', 'Charts', 'Employees']));
    expect(menu.other).toEqual(['Need Help?', 'Logs']);
    expect(labels(rules(supplierStaff([]))).menu).not.toEqual(expect.arrayContaining(['Stock']));
    expect(labels(rules(supplierStaff(['stock']), 99)).menu).not.toContain('Stock');
  });

  it('shows Shipping Manage to delivery planners among staff', () => {
    expect(labels(rules(supplierStaff([]))).menu).not.toContain('Shipping Manage');
    expect(labels(rules(supplierStaff([], { staff_roles: ['delivery_planner'] }))).menu).toContain('Shipping Manage');
  });

  it('hides New Order from staff without `order create` and from agents; Claims needs `billing claim view`', () => {
    expect(labels(rules(supplierStaff([]))).menu).not.toContain('New Order');
    expect(labels(rules(supplierStaff(['order create'], { staff_roles: ['agent'] }))).menu).not.toContain('New Order');
    expect(labels(rules(supplierStaff(['billing claim view']))).menu).toContain('Claims');
  });

  it('never shows Insurances or Reports to staff', () => {
    const all = labels(rules(supplierStaff(['stock', 'satisfaction', 'hr', 'logs', 'billing claim view', 'order create'])));
    expect(all.menu).not.toContain('Insurances');
    expect(all.other).not.toContain('Reports');
    expect(all.other).not.toContain('Settings');
  });
});

describe('patient and driver menus', () => {
  it('have their dashboard; drivers have no profile', () => {
    const patient = rules(makeUser({ role: 'patient', roles: ['patient'] }));
    expect(labels(patient).menu).toEqual(['Dashboard', 'Catalog', 'Orders', 'Cart']);
    expect(patient.profile?.href).toBe('/patient/profile');
    const driver = rules(makeUser({ role: 'driver', roles: ['driver'] }));
    expect(labels(driver).menu).toEqual(['Dashboard', 'Routes']);
    expect(driver.profile).toBeNull();
  });
});

describe('the menu the app shows', () => {
  it('hides every entry whose screen is not implemented, so entries appear as screens land', () => {
    const shown = appMenu(makeUser(), { locationId: null });
    for (const entry of [...shown.menu, ...shown.other]) expect(isImplementedRoute(entry.route)).toBe(true);
    expect(labels(shown)).toEqual({
      menu: ['Dashboard', 'New Order', 'Order Activity', 'Shipping', 'Shipping Manage', 'Claims', 'Charts', 'Patients', 'Doctors', 'Employees', 'Catalog', 'Stock', 'Insurances'],
      other: ['Reports', 'Need Help?', 'Settings', 'Logs'],
    });
    expect(shown.profile?.label).toBe('Profile & Staff');
    // The rules alone show more.
    expect(appMenu(makeUser(), { locationId: null, onlyImplemented: false }).menu.length).toBe(13);
  });

  it('shows Stock (the warehouses) to staff holding “stock” at the chosen location only', () => {
    const stock = appMenu(supplierStaff(['stock']), { locationId: LOCATION }).menu.find((e) => e.label === 'Stock');
    expect(stock?.href).toBe('/supplier/stock/warehouses');
    expect(labels(appMenu(supplierStaff(['order create']), { locationId: LOCATION })).menu).not.toContain('Stock');
    expect(labels(appMenu(supplierStaff(['stock']), { locationId: 99 })).menu).not.toContain('Stock');
  });

  it('shows staff the Doctors screen but never Insurances; doctors get Suppliers', () => {
    const staff = labels(appMenu(supplierStaff(['order create']), { locationId: LOCATION })).menu;
    expect(staff).toContain('Doctors');
    expect(staff).not.toContain('Insurances');
    expect(labels(appMenu(doctor(), { locationId: LOCATION })).menu).toContain('Suppliers');
  });
});

describe('the orders entries the app shows', () => {
  it('shows doctors New Order and Order Activity once the screens exist, and hides New Order from agents', () => {
    expect(labels(appMenu(doctor(), { locationId: LOCATION })).menu.slice(0, 3)).toEqual(['Dashboard', 'New Order', 'Order Activity']);
    const agent = doctor({
      is_staff: true,
      roles: ['doctor', 'staff', 'agent'],
      staff_roles: ['agent'],
      permissions: { [String(LOCATION)]: ['order create'] },
    });
    const agentMenu = labels(appMenu(agent, { locationId: LOCATION })).menu;
    expect(agentMenu).toContain('Order Activity');
    expect(agentMenu).not.toContain('New Order');
  });
});

describe('orders list status', () => {
  it('defaults to all', async () => {
    const { listStatus } = await import('../src/app/router/list-status');
    expect(listStatus({})).toBe('all');
    expect(listStatus({ status: '' })).toBe('all');
    expect(listStatus({ status: '10' })).toBe('10');
  });
});
