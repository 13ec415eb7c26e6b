import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { rememberReturnUrl } from '../src/lib/return-url';
import { session } from '../src/lib/session';
import { SignInPage } from '../src/sign-in/sign-in-page';
import { renderUi } from './components/render';
import { installFakeServer, makeUser } from './fake-server';

/** The standalone page a cold load of /auth/login gets (src/sign-in): same form, then a page load into the app. */
describe('standalone sign-in page', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  const submit = async (login: string, password: string) => {
    fireEvent.change(await screen.findByLabelText(/^Login/), { target: { value: login } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it('signs in, keeps the token and loads the app at the stored return URL', async () => {
    server = installFakeServer({
      'POST /api/login': () => ({ status: 200, data: { token: 'main-3', data: makeUser() } }),
      'GET /api/user': () => ({ status: 200, data: { data: makeUser() } }),
    });
    rememberReturnUrl('/supplier/orders?page=2');
    const leave = vi.fn();
    renderUi(<SignInPage leave={leave} />);
    await submit('supplier@demo.test', 'demo12345');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/supplier/orders?page=2'));
    expect(session.getState().token).toBe('main-3');
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/login', 'GET /api/user']);
  });

  it("goes to the role's dashboard without a return URL", async () => {
    server = installFakeServer({
      'POST /api/login': () => ({ status: 200, data: { token: 'main-4', data: makeUser({ role: 'doctor' }) } }),
      'GET /api/user': () => ({ status: 200, data: { data: makeUser({ role: 'doctor' }) } }),
    });
    const leave = vi.fn();
    renderUi(<SignInPage leave={leave} />);
    await submit('doctor@demo.test', 'demo12345');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/doctor/dashboard'));
  });

  it('shows the server\'s refusal under the form and stays', async () => {
    server = installFakeServer({ 'POST /api/login': () => ({ status: 422, data: { message: 'These credentials do not match our records.' } }) });
    const leave = vi.fn();
    renderUi(<SignInPage leave={leave} />);
    await submit('supplier@demo.test', 'wrong');
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    expect(session.getState().token).toBeNull();
  });

  it('sends a visitor who is already signed in to the welcome page', () => {
    session.setToken('main-5');
    const leave = vi.fn();
    renderUi(<SignInPage leave={leave} />);
    expect(leave).toHaveBeenCalledWith('/');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});
