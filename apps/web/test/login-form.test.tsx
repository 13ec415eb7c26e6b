import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { rememberReturnUrl } from '../src/lib/return-url';
import { installFakeServer, makeUser, type FakeHandler } from './fake-server';
import { renderApp } from './render-app';

async function submit(loginValue: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/^Login/), { target: { value: loginValue } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login form', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  const serve = (loginReply: FakeHandler, userReply: FakeHandler = () => ({ status: 200, data: { data: makeUser() } })) => {
    server = installFakeServer({ 'POST /api/login': loginReply, 'GET /api/user': userReply });
    return server;
  };

  it('signs in: stores the token, fetches the user with it and goes to the stored return URL', async () => {
    const { requests } = serve(() => ({ status: 200, data: { token: 'main-7', data: makeUser() } }));
    rememberReturnUrl('/supplier/dashboard?tab=tasks');
    const { router } = renderApp('/auth/login');
    await submit('supplier@demo.test', 'demo12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/dashboard'));
    expect(router.state.location.search).toBe('?tab=tasks');
    expect(localStorage.getItem('token')).toBe('main-7');
    expect(requests.map((r) => [r.method, r.url, r.authorization])).toEqual([
      ['POST', '/api/login', null],
      ['GET', '/api/user', 'Bearer main-7'],
    ]);
    expect(requests[0]?.body).toEqual({ login: 'supplier@demo.test', password: 'demo12345' });
  });

  it("goes to the role's dashboard when no return URL is stored", async () => {
    serve(() => ({ status: 200, data: { token: 'main-7', data: makeUser() } }));
    const { router } = renderApp('/auth/login');
    await submit('supplier@demo.test', 'demo12345');
    expect(await screen.findByRole('heading', { name: 'Supplier dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/supplier/dashboard');
  });

  it("shows the server's 422 errors under the fields", async () => {
    serve(() => ({
      status: 422,
      data: { message: 'These credentials do not match our records.', errors: { login: ['These credentials do not match our records.'] } },
    }));
    renderApp('/auth/login');
    await submit('supplier@demo.test', 'wrong');
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect(screen.getByLabelText(/^Login/).getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the server's message when there is no errors field, also on 429", async () => {
    serve(() => ({ status: 429, data: { message: 'Too many login attempts. Please try again in 60 seconds.' } }));
    renderApp('/auth/login');
    await submit('supplier@demo.test', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many login attempts. Please try again in 60 seconds.');
  });

  it('falls back to the generic text when the server says nothing usable', async () => {
    serve(() => ({ status: 500 }));
    renderApp('/auth/login');
    await submit('supplier@demo.test', 'demo12345');
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong. Please try again.');
  });

  it('clears the token and says so when the user cannot be fetched after login', async () => {
    serve(
      () => ({ status: 200, data: { token: 'main-7', data: makeUser() } }),
      () => ({ status: 500, data: { message: 'Server Error' } }),
    );
    const { router } = renderApp('/auth/login');
    await submit('supplier@demo.test', 'demo12345');
    expect((await screen.findByRole('alert')).textContent).toContain('Auth {me} Error: User must be authenticated');
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('checks required fields with the contract rules before calling the server', async () => {
    const { requests } = serve(() => ({ status: 200, data: { token: 'x', data: makeUser() } }));
    renderApp('/auth/login');
    await submit('  ', '');
    expect(await screen.findByText('The login field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
