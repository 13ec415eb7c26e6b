import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import { webRoute, type CurrentUser, type WebRouteName } from '@dme/contract';
import { createGuardLoader, effectiveGuards } from '../src/app/guards/guards';
import { createQueryClient } from '../src/app/query-client';
import { authKeys } from '../src/features/auth';
import { session } from '../src/lib/session';
import { installFakeServer, makeUser } from './fake-server';
import { renderApp } from './render-app';

const MAIN = 'main-token';

/** Runs the loader of a screen's guards as the router would, for `user` (null: signed out). */
async function open(name: WebRouteName, user: CurrentUser | null, url?: string): Promise<string | null> {
  const queryClient = createQueryClient();
  session.setToken(null);
  session.setTempToken(null);
  if (user) {
    if (user.token_scope === 'main') session.setToken(MAIN);
    else session.setTempToken(MAIN);
    queryClient.setQueryData(authKeys.currentUser(MAIN), user);
  }
  const loader = createGuardLoader(webRoute(name), { queryClient });
  const path = url ?? webRoute(name).path.replace(/\{(\w+)\??\}/g, '1');
  try {
    await loader({ request: new Request(`http://localhost${path}`), params: {}, context: undefined, unstable_pattern: path } as never);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

const warnings = () => notificationsStore.getState().notifications.map((n) => n.message);

const doctor = (overrides: Partial<CurrentUser> = {}) =>
  makeUser({
    id: 7,
    role: 'doctor',
    roles: ['doctor'],
    verified_at: '2024-01-01T00:00:00.000Z',
    locations: [{ id: 11, name: 'Downtown Office' }],
    account: { id: 3, type: 'doctor', name: 'Bennett Family Practice' },
    ...overrides,
  });
const supplierStaff = (permissions: string[] = [], overrides: Partial<CurrentUser> = {}) =>
  makeUser({
    id: 9,
    is_staff: true,
    roles: ['supplier', 'staff'],
    locations: [{ id: 21, name: 'Main Warehouse' }],
    permissions: { '21': permissions },
    ...overrides,
  });

describe('auth guard', () => {
  it('sends a signed-out visitor to /auth/login and stores the return URL', async () => {
    expect(await open('doctor.dashboard', null, '/doctor/dashboard?tab=2#x')).toBe('/auth/login');
    expect(localStorage.getItem('returnUrl')).toBe('/doctor/dashboard?tab=2#x');
  });

  it('lets a temporary token through (the invitation runs on one)', async () => {
    const invited = doctor({ verified_at: null, token_scope: 'invite' });
    expect(await open('invite-doctor.step_1', invited)).toBeNull();
  });
});

describe('guest-only guard', () => {
  it('sends a signed-in user from /auth/login and /auth/reset-password to the welcome page', async () => {
    expect(await open('auth.login', makeUser())).toBe('/');
    expect(await open('auth.reset-password', makeUser())).toBe('/');
    expect(await open('auth.login', null)).toBeNull();
  });
});

describe('role guard', () => {
  it('sends other roles to the welcome page, without a warning', async () => {
    expect(await open('doctor.dashboard', makeUser())).toBe('/');
    expect(await open('supplier.dashboard', doctor())).toBe('/');
    expect(await open('patient.dashboard', makeUser({ role: 'driver', roles: ['driver'] }))).toBe('/');
    expect(await open('driver.dashboard', makeUser({ role: 'driver', roles: ['driver'] }))).toBeNull();
    expect(warnings()).toEqual([]);
  });
});

describe('verified-doctor guard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('signs an unverified doctor out with "You have to complete verifying"', async () => {
    const server = installFakeServer({ 'GET /api/logout': () => ({ status: 200, data: { message: 'ok' } }) });
    expect(await open('doctor.dashboard', doctor({ verified_at: null }))).toBe('/auth/login');
    expect(warnings()).toEqual(['You have to complete verifying']);
    expect(session.bearer()).toBeNull();
    await waitFor(() => expect(server.requests).toMatchObject([{ method: 'GET', url: '/api/logout', authorization: `Bearer ${MAIN}` }]));
    server.restore();
  });

  it('sends an unverified doctor holding an invitation token into the invite flow', async () => {
    expect(await open('doctor.dashboard', doctor({ verified_at: null, token_scope: 'invite' }))).toBe('/invite-doctor/hello');
    expect(warnings()).toEqual([]);
    expect(session.bearer()).toBe(MAIN);
  });

  it('sends a verified doctor who opens the invite routes to the dashboard', async () => {
    expect(effectiveGuards(webRoute('invite-doctor.finish'))).toEqual(['auth', 'invite-flow']);
    expect(await open('invite-doctor.hello', doctor())).toBe('/doctor/dashboard');
    expect(await open('invite-doctor.step_3', doctor({ verified_at: null, token_scope: 'invite' }))).toBeNull();
  });
});

describe('location guard', () => {
  it('sends a doctor without any location to the dashboard with "You have to set location"', async () => {
    expect(await open('doctor.orders.list.status', doctor({ locations: [] }))).toBe('/doctor/dashboard');
    expect(warnings()).toEqual(['You have to set location']);
  });

  it('lets a doctor with a location through', async () => {
    expect(await open('doctor.orders.list.status', doctor())).toBeNull();
  });
});

describe('staff-location guard', () => {
  afterEach(() => vi.useRealTimers());

  it('sends staff without a location chosen for today to their dashboard with "You have to choose Location first"', async () => {
    expect(await open('supplier.orders.list.status', supplierStaff())).toBe('/supplier/dashboard');
    expect(warnings()).toEqual(['You have to choose Location first']);
    const doctorStaff = doctor({ is_staff: true, roles: ['doctor', 'staff'] });
    expect(await open('doctor.patients.list', doctorStaff)).toBe('/doctor/dashboard');
  });

  it('lets staff through once a location is chosen, until the next local day start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 4, 6, 23, 59, 0));
    session.setLocation(21);
    expect(await open('supplier.orders.list.status', supplierStaff())).toBeNull();
    vi.setSystemTime(new Date(2025, 4, 7, 0, 0, 0));
    expect(await open('supplier.orders.list.status', supplierStaff())).toBe('/supplier/dashboard');
  });

  it('does not apply to non-staff users', async () => {
    expect(await open('supplier.orders.list.status', makeUser())).toBeNull();
  });
});

describe('permission, non-staff-supplier and supplier-without-staff-role guards', () => {
  it('send staff without the permission at the chosen location to their dashboard with "Forbidden"', async () => {
    session.setLocation(21);
    expect(await open('supplier.stock.warehouses.list', supplierStaff(['order view 5']))).toBe('/supplier/dashboard');
    expect(warnings()).toEqual(['Forbidden']);
    expect(await open('supplier.stock.warehouses.list', supplierStaff(['stock']))).toBeNull();
    // Keywords match the first word of a held permission: `hr` for Employees.
    expect(await open('supplier.employees.profile.list', supplierStaff(['hr']))).toBeNull();
    expect(await open('supplier.charts.satisfaction.list', supplierStaff(['hr']))).toBe('/supplier/dashboard');
  });

  it('let non-staff suppliers pass every permission check', async () => {
    expect(await open('supplier.stock.warehouses.list', makeUser())).toBeNull();
    expect(await open('supplier.logs', makeUser())).toBeNull();
  });

  it('keep reports and insurances for non-staff suppliers, settings for suppliers without the staff role', async () => {
    session.setLocation(21);
    expect(await open('supplier.reports', supplierStaff(['logs']))).toBe('/supplier/dashboard');
    expect(await open('supplier.insurances', supplierStaff())).toBe('/supplier/dashboard');
    expect(await open('supplier.settings', supplierStaff())).toBe('/supplier/dashboard');
    expect(warnings()).toEqual(['Forbidden']);
    expect(await open('supplier.reports', makeUser())).toBeNull();
    expect(await open('supplier.settings', makeUser())).toBeNull();
  });
});

describe('guards in the mounted app', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('shows the unverified doctor the warning on the login page', async () => {
    server = installFakeServer({
      'GET /api/user': () => ({ status: 200, data: { data: doctor({ verified_at: null }) } }),
      'GET /api/logout': () => ({ status: 200, data: { message: 'ok' } }),
    });
    session.setToken(MAIN);
    const { router } = renderApp('/doctor/dashboard');
    expect(await screen.findByText('You have to complete verifying')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a supplier who opens a doctor route to the welcome page', async () => {
    server = installFakeServer({ 'GET /api/user': () => ({ status: 200, data: { data: makeUser() } }) });
    session.setToken(MAIN);
    const { router } = renderApp('/doctor/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(/Signed in as/)).toBeTruthy();
  });
});
