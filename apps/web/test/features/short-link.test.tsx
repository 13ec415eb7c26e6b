import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { installFakeServer } from '../fake-server';
import { renderApp } from '../render-app';
import { fail } from './helpers';

describe('/s/{hash}: short links', () => {
  let server: ReturnType<typeof installFakeServer> | undefined;
  afterEach(() => server?.restore());

  it('asks the server for the target, keeps the hash in the session meanwhile, and replaces the page with it', async () => {
    let storedWhileResolving: string | null = null;
    server = installFakeServer({
      'GET /api/s/Ab3_xyz-0123456789abcdef': () => {
        storedWhileResolving = localStorage.getItem('s-hash');
        return { status: 200, data: { data: { redirect_to: '/auth/reset-password?step=2' } } };
      },
    });
    const { router } = renderApp('/s/Ab3_xyz-0123456789abcdef');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/reset-password'));
    expect(router.state.location.search).toBe('?step=2');
    // Replaced, not pushed: Back does not return to the redirector.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(storedWhileResolving).toBe('Ab3_xyz-0123456789abcdef');
    expect(localStorage.getItem('s-hash')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/s/Ab3_xyz-0123456789abcdef']);
  });

  it('an unknown link (404) says "This link is not valid." without an error toast', async () => {
    server = installFakeServer({ 'GET /api/s/nope': fail(404, 'This link is not valid.') });
    const { router } = renderApp('/s/nope');
    expect(await screen.findByRole('heading', { name: 'This link is not valid.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/s/nope');
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(0);
  });

  it('an expired link (410) says "This link has expired." with a link home', async () => {
    server = installFakeServer({ 'GET /api/s/old': fail(410, 'This link has expired.') });
    renderApp('/s/old');
    expect(await screen.findByRole('heading', { name: 'This link has expired.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('never leaves the app: an external target is treated as an invalid link', async () => {
    server = installFakeServer({ 'GET /api/s/evil': () => ({ status: 200, data: { data: { redirect_to: '//evil.test/x' } } }) });
    const { router } = renderApp('/s/evil');
    expect(await screen.findByRole('heading', { name: 'This link is not valid.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/s/evil');
  });
});
