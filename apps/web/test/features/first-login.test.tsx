import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { session } from '../../src/lib/session';
import { installFakeServer, makeUser, type RecordedRequest } from '../fake-server';
import { renderApp } from '../render-app';
import { fail, ok, page } from './helpers';

const tina = (scope: 'first-login' | 'main') =>
  makeUser({
    id: 5,
    name: 'Tina Brooks',
    login: 'supplier.staff@demo.test',
    is_staff: true,
    roles: ['supplier', 'staff'],
    owner_name: 'Sam Rivera',
    account: { id: 1, type: 'supplier', name: 'Sunrise Medical Supply' },
    token_scope: scope,
  });

/** What the supplier dashboard reads, so landing on it stays quiet. */
const dashboard = {
  'GET /api/dashboard/settings': ok({ data: { widgets: [] } }),
  'GET /api/dashboard/widgets': ok({ data: [] }),
  'GET /api/vendor/tasks?page=1&rowsPerPage=25': ok(page([])),
};

const firstLogin = (request: RecordedRequest) => {
  const body = request.body as { password?: string };
  return body.password
    ? { status: 200, data: { token: 'main-5', data: tina('main') } }
    : { status: 200, data: { token: 'temp-5', data: tina('first-login') } };
};

const fillPasswords = (password: string, confirmation = password) => {
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Set password and continue' }));
};

describe('/hello/{userId}: staff first login', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('exchanges the code for a temporary token, greets by name, sets the password and lands on the dashboard', async () => {
    server = installFakeServer({ 'POST /api/first-login/5': firstLogin, ...dashboard });
    const { router } = renderApp('/hello/5?code=abc-123');
    expect(await screen.findByRole('heading', { name: 'Welcome, Tina Brooks' })).toBeTruthy();
    expect(localStorage.getItem('temp_token')).toBe('temp-5');
    expect(localStorage.getItem('token')).toBeNull();

    fillPasswords('newpass123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/supplier/dashboard'));
    expect(localStorage.getItem('token')).toBe('main-5');
    expect(localStorage.getItem('temp_token')).toBeNull();
    const calls = server.requests.filter((r) => r.url === '/api/first-login/5');
    expect(calls.map((r) => [r.body, r.authorization])).toEqual([
      [{ code: 'abc-123' }, null],
      [{ code: 'abc-123', password: 'newpass123', password_confirmation: 'newpass123' }, 'Bearer temp-5'],
    ]);
  });

  it('checks the password with the contract rules before calling', async () => {
    server = installFakeServer({ 'POST /api/first-login/5': firstLogin });
    renderApp('/hello/5?code=abc-123');
    await screen.findByRole('heading', { name: 'Welcome, Tina Brooks' });
    fillPasswords('newpass123', 'newpass124');
    expect(await screen.findByText('The password confirmation does not match.')).toBeTruthy();
    fillPasswords('short');
    expect(await screen.findByText('The password must be at least 8 characters.')).toBeTruthy();
    expect(server.requests.filter((r) => (r.body as { password?: string } | null)?.password)).toHaveLength(0);
  });

  it('shows the server field errors under the fields', async () => {
    server = installFakeServer({
      'POST /api/first-login/5': (request) =>
        (request.body as { password?: string }).password
          ? { status: 422, data: { message: 'Invalid', errors: { password: ['The password is too common.'] } } }
          : firstLogin(request),
    });
    renderApp('/hello/5?code=abc-123');
    await screen.findByRole('heading', { name: 'Welcome, Tina Brooks' });
    fillPasswords('password1');
    expect(await screen.findByText('The password is too common.')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a wrong or used code says the link is not valid, silently for the error catalogue', async () => {
    server = installFakeServer({
      'POST /api/first-login/5': fail(422, 'The invitation code is invalid.', { code: ['The invitation code is invalid.'] }),
    });
    renderApp('/hello/5?code=wrong');
    expect(await screen.findByText('This invitation link is not valid or has already been used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(localStorage.getItem('temp_token')).toBeNull();
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(0);
  });

  it('the code alone decides: a token left from an earlier visit is not sent with it', async () => {
    session.setTempToken('temp-old');
    server = installFakeServer({
      'POST /api/first-login/5': fail(422, 'The invitation code is invalid.', { code: ['The invitation code is invalid.'] }),
    });
    renderApp('/hello/5?code=wrong');
    expect(await screen.findByText('This invitation link is not valid or has already been used.')).toBeTruthy();
    expect(server.requests.find((r) => r.url === '/api/first-login/5')?.authorization).toBeNull();
    expect(localStorage.getItem('temp_token')).toBeNull();
  });

  it('a link without a code is refused without calling the server', async () => {
    server = installFakeServer({});
    renderApp('/hello/5');
    expect(await screen.findByText('This invitation link is not valid or has already been used.')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });
});
