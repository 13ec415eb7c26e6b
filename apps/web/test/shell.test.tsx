import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { notificationsStore } from '@mantine/notifications';
import { webRoute, type CurrentUser, type EndpointDeclaration } from '@dme/contract';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { DoctorInviteLayout, inviteStepIndex } from '../src/app/layouts/doctor-invite-layout';
import { layoutComponents } from '../src/app/layouts';
import { checkLocation } from '../src/features/location';
import { GlobalSearch, searchEndpointFor } from '../src/features/search';
import { rememberReturnUrl } from '../src/lib/return-url';
import { session } from '../src/lib/session';
import { installFakeServer, makeUser } from './fake-server';
import { renderApp } from './render-app';
import { setViewportWidth } from './setup';

const signIn = (user: CurrentUser, extra: Record<string, () => { status: number; data?: unknown }> = {}) => {
  session.setToken('main-1');
  return installFakeServer({
    'GET /api/user': () => ({ status: 200, data: { data: user } }),
    'GET /api/profile': () => ({ status: 200, data: { data: user } }),
    'GET /api/logout': () => ({ status: 200, data: { message: 'ok' } }),
    ...extra,
  });
};

const staff = () =>
  makeUser({ id: 9, name: 'Tina Brooks', is_staff: true, roles: ['supplier', 'staff'], owner_name: 'Sam Rivera', locations: [{ id: 21, name: 'Main Warehouse' }, { id: 22, name: 'East Branch' }] });

describe('layouts', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('exist for all seven layouts of the spec', () => {
    expect(Object.keys(layoutComponents).sort()).toEqual(['auth', 'default', 'doctor-invite', 'errors', 'mobile', 'quiz', 'simple']);
  });

  it('default (desktop): logo to the dashboard, Profile & Staff, menu, Other, Logout; the user menu in the header', async () => {
    server = signIn(makeUser({ name: 'Sam Rivera' }));
    renderApp('/supplier/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Profile & Staff' }).getAttribute('href')).toBe('/supplier/profile');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/supplier/dashboard');
    expect(within(nav).getByRole('link', { name: 'Need Help?' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'DME Portal home' }).getAttribute('href')).toBe('/supplier/dashboard');
    expect(screen.getByRole('button', { name: 'Account menu of Sam Rivera' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Current location' })).toBeNull();
    // The contract declares the supplier search call, so the header has the search box.
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
  });

  it('remembers the collapsed sidebar in localStorage', async () => {
    server = signIn(makeUser());
    const first = renderApp('/supplier/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(localStorage.getItem('sidebar')).toBe('collapsed');
    first.unmount();
    renderApp('/supplier/dashboard');
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
    expect(document.querySelector('[data-sidebar]')?.getAttribute('data-sidebar')).toBe('collapsed');
  });

  it('switches the default layout to the mobile header at 1090 px: back, burger drawer, logout', async () => {
    setViewportWidth(1090);
    server = signIn(makeUser());
    const { router } = renderApp('/supplier/profile/view');
    expect(await screen.findByRole('heading', { name: 'Profile · View' })).toBeTruthy();
    expect(document.querySelector('[data-sidebar]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/dashboard'));
    await screen.findByRole('heading', { name: 'Supplier dashboard' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Back' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    fireEvent.click(within(document.querySelector('[data-mobile-header]') as HTMLElement).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the desktop sidebar at 1091 px', async () => {
    setViewportWidth(1091);
    server = signIn(makeUser());
    renderApp('/supplier/dashboard');
    expect(await screen.findByRole('button', { name: 'Collapse sidebar' })).toBeTruthy();
    expect(document.querySelector('[data-mobile-header]')).toBeNull();
  });

  it('uses the mobile layout for patients and drivers at any width', async () => {
    server = signIn(makeUser({ role: 'driver', roles: ['driver'], name: 'Derek Miles' }));
    renderApp('/driver/dashboard');
    expect(await screen.findByRole('heading', { name: 'Driver dashboard' })).toBeTruthy();
    expect(document.querySelector('[data-layout="mobile"]')).not.toBeNull();
    expect(document.querySelector('[data-mobile-header]')).not.toBeNull();
  });

  it('frames the invitation wizard with its five steps', () => {
    expect(inviteStepIndex('invite-doctor.step_2')).toBe(2);
    expect(inviteStepIndex(undefined)).toBe(0);
    const router = createMemoryRouter(
      [{ Component: DoctorInviteLayout, children: [{ path: '/invite-doctor/step_2', handle: { route: webRoute('invite-doctor.step_2') }, element: <p>Step two</p> }] }],
      { initialEntries: ['/invite-doctor/step_2'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.getByText('Step two')).toBeTruthy();
    expect(['Hello', 'Step 1', 'Step 2', 'Step 3', 'Finish'].map((label) => screen.getAllByText(label).length > 0)).toEqual([true, true, true, true, true]);
  });
});

describe('location for staff', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('the layout reminds staff without a location for 3 s: "Attention!" / "You need to choose your current location"', async () => {
    server = signIn(staff());
    renderApp('/supplier/dashboard');
    expect(await screen.findByText('You need to choose your current location')).toBeTruthy();
    expect(notificationsStore.getState().notifications[0]).toMatchObject({ title: 'Attention!', autoClose: 3000, color: 'yellow' });
    expect(screen.getByTestId('summary-location').textContent).toMatch(/Not chosen yet/);
  });

  it('the header chooser stores the location for today and the dashboard shows it', async () => {
    server = signIn(staff());
    renderApp('/supplier/dashboard');
    fireEvent.click(await screen.findByRole('combobox', { name: 'Current location' }));
    fireEvent.click(await screen.findByRole('option', { name: 'East Branch' }));
    await waitFor(() => expect(screen.getByTestId('summary-location').textContent).toBe('East Branch'));
    expect(session.locationId()).toBe(22);
    expect(localStorage.getItem('staff_id')).toBe('9');
  });

  it('the location check warns for 10 s when no location is chosen', () => {
    expect(checkLocation()).toBe(false);
    expect(notificationsStore.getState().notifications[0]).toMatchObject({
      title: 'Attention!',
      message: 'You need to choose your current location',
      autoClose: 10000,
    });
    session.setLocation(3);
    expect(checkLocation()).toBe(true);
  });
});

describe('global search', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());
  const doctorSearch: EndpointDeclaration = { method: 'GET', path: '/api/doctor/search', access: { roles: ['doctor'] }, summary: 'test' };

  it('is hidden until the contract declares the role search call', () => {
    expect(searchEndpointFor('doctor', [])).toBeNull();
    expect(searchEndpointFor('doctor', [doctorSearch])).toBe(doctorSearch);
    expect(searchEndpointFor('patient', [doctorSearch])).toBeNull();
    // By default from the search declarations themselves (not the whole contract's list).
    expect(searchEndpointFor('doctor')?.path).toBe('/api/doctor/search');
    expect(searchEndpointFor('supplier')?.path).toBe('/api/vendor/search');
    expect(searchEndpointFor('patient')).toBeNull();
  });

  const renderSearch = () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <GlobalSearch role="doctor" endpoints={[doctorSearch]} /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return router;
  };

  it('opens a results panel while typing and closes on Escape', async () => {
    server = installFakeServer({
      'GET /api/doctor/search?search=walsh': () => ({ status: 200, data: { data: [{ id: 1, type: 'patient', name: 'Peter Walsh' }] } }),
    });
    renderSearch();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'walsh' } });
    expect(await screen.findByRole('dialog', { name: 'Search results' })).toBeTruthy();
    expect(await screen.findByText('Peter Walsh', {}, { timeout: 2000 })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Search results' })).toBeNull();
  });

  it("a patient hit opens the patient's info tab and closes the panel", async () => {
    server = installFakeServer({
      'GET /api/doctor/search?search=walsh': () => ({
        status: 200,
        data: { data: [{ id: 7, type: 'patient', title: 'Peter Walsh', subtitle: 'DOB 03/14/1951' }], meta: { groups: [] } },
      }),
    });
    const router = renderSearch();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'walsh' } });
    expect(await screen.findByText('DOB 03/14/1951', {}, { timeout: 2000 })).toBeTruthy();
    fireEvent.click(screen.getByText('Peter Walsh'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor/patients/7/info'));
    expect(screen.queryByRole('dialog', { name: 'Search results' })).toBeNull();
  });
});

describe('pages', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it("/supplier/profile opens the view tab with the user's profile from GET /api/profile", async () => {
    server = signIn(makeUser({ name: 'Sam Rivera', login: 'supplier@demo.test' }));
    const { router } = renderApp('/supplier/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/profile/view'));
    expect((await screen.findAllByText('supplier@demo.test')).length).toBeGreaterThan(0);
    expect(server.requests.some((r) => r.url === '/api/profile')).toBe(true);
  });

  it('each role dashboard shows the name, account and location', async () => {
    server = signIn(makeUser({ role: 'doctor', roles: ['doctor'], name: 'Dr. Olivia Bennett', verified_at: '2024-01-01', locations: [{ id: 1, name: 'Downtown Office' }], account: { id: 1, type: 'doctor', name: 'Bennett Family Practice' } }));
    renderApp('/doctor/dashboard');
    expect(await screen.findByRole('heading', { name: 'Doctor dashboard' })).toBeTruthy();
    expect(screen.getByTestId('summary-name').textContent).toBe('Dr. Olivia Bennett');
    expect(screen.getByTestId('summary-account').textContent).toBe('Bennett Family Practice');
    expect(screen.getByTestId('summary-location').textContent).toBe('Downtown Office');
  });

  it('/try-later goes back to the stored return URL with "Try again"', async () => {
    rememberReturnUrl('/no/such/page?x=1');
    const { router } = renderApp('/try-later');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/no/such/page'));
    expect(router.state.location.search).toBe('?x=1');
  });
});
