import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toColonPath, webRoute, webRouteTable } from '@dme/contract';
import { implementedRouteNames } from '../src/app/implemented-routes';
import { buildAppRoutes, implementedDeclarations } from '../src/app/router/routes';
import { createQueryClient } from '../src/app/query-client';
import { session } from '../src/lib/session';
import { installFakeServer, makeUser } from './fake-server';
import { renderApp } from './render-app';

type RouteLike = { id?: string; path?: string; children?: RouteLike[] };
const screenRoutes = (routes: RouteLike[]): RouteLike[] =>
  routes.flatMap((route) => (route.children ? screenRoutes(route.children) : [route]));

describe('router built from the contract table', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('mounts exactly the implemented screens, at their contract paths', () => {
    const mounted = screenRoutes(buildAppRoutes({ queryClient: createQueryClient() }));
    expect(mounted.map((r) => r.id).sort()).toEqual([...implementedRouteNames].sort());
    for (const route of mounted) expect(route.path).toBe(toColonPath(webRoute(route.id as 'welcome').path));
    expect(implementedDeclarations().every((d) => webRouteTable.includes(d as (typeof webRouteTable)[number]))).toBe(true);
  });

  it('shows the login form to a signed-out visitor of /auth/login, titled from the table', async () => {
    renderApp('/auth/login');
    expect(await screen.findByLabelText(/^Login/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Login - DME Portal'), { timeout: 2000 });
  });

  it('offers a Sign in link on the welcome page when signed out', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'DME Portal' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });

  it('shows the 404 page for unknown paths and for screens not built yet', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await router.navigate(webRoute('supplier.logs').path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends a signed-in user who opens /auth/login to the welcome page', async () => {
    server = installFakeServer({ 'GET /api/user': () => ({ status: 200, data: { data: makeUser() } }) });
    session.setToken('main-1');
    const { router } = renderApp('/auth/login');
    expect(await screen.findByText(/Signed in as/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('lets a visitor with a refused token see the login form, and forgets the token', async () => {
    server = installFakeServer({ 'GET /api/user': () => ({ status: 401, data: { message: 'Unauthenticated.' } }) });
    session.setToken('revoked');
    const { router } = renderApp('/auth/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows who is signed in on the welcome page and logs out', async () => {
    server = installFakeServer({
      'GET /api/user': () => ({ status: 200, data: { data: makeUser({ name: 'Sam Supplier', role: 'supplier' }) } }),
      'GET /api/logout': () => ({ status: 200, data: { message: 'Logged out' } }),
    });
    session.setToken('main-1');
    renderApp('/');
    const panel = await screen.findByText(/Signed in as/);
    expect(panel.textContent).toBe('Signed in as Sam Supplier (supplier)');
    expect(screen.getByRole('link', { name: 'Open dashboard' }).getAttribute('href')).toBe('/supplier/dashboard');
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toBeTruthy());
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', url: '/api/logout', authorization: 'Bearer main-1' });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
