import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@mantine/notifications';
import { getUser, login } from '@dme/contract';
import { fetchCurrentUser } from '../src/features/auth';
import { setErrorCapture } from '../src/lib/error-reporting';
import type { Adapter } from '../src/lib/fetch-client';
import { call, http } from '../src/lib/http';
import { HttpError } from '../src/lib/http-error';
import { setAppNavigator } from '../src/lib/navigation';
import { session } from '../src/lib/session';
import { installFakeServer, makeUser, type FakeReply } from './fake-server';

const toasts = () => notificationsStore.getState().notifications.map((n) => ({ message: n.message, color: n.color }));

describe('request headers and payloads', () => {
  let server: ReturnType<typeof installFakeServer>;
  beforeEach(() => {
    server = installFakeServer({
      'GET /api/user': () => ({ status: 200, data: { data: makeUser() } }),
      'POST /api/login': () => ({ status: 200, data: { token: 't', data: makeUser() } }),
      'POST /api/orders': () => ({ status: 200, data: {} }),
      'PUT /api/orders/1': () => ({ status: 200, data: {} }),
      'POST /api/media': () => ({ status: 200, data: {} }),
    });
  });
  afterEach(() => server.restore());

  it('sends X-Location-Id for the location chosen today and X-Staff-Id for staff', async () => {
    await call(getUser);
    session.setLocation(21);
    session.setStaffId(9);
    await call(getUser);
    // The user fetch itself goes without them, so a stale choice can be corrected from its answer.
    await fetchCurrentUser('main');
    expect(server.requests[0]).not.toHaveProperty('locationId');
    expect(server.requests[1]).toMatchObject({ locationId: '21', staffId: '9' });
    expect(server.requests[2]).not.toHaveProperty('locationId');
    expect(server.requests[2]).not.toHaveProperty('staffId');
  });

  it('makes staff act as themselves once their user is known, and drops a location they lost', () => {
    session.setLocation(21);
    session.adoptUser({ id: 9, is_staff: true, locations: [{ id: 21 }] });
    expect(session.getState()).toMatchObject({ staffId: 9, location: { id: 21 } });
    session.adoptUser({ id: 9, is_staff: true, locations: [{ id: 22 }] });
    expect(session.getState().location).toBeNull();
    session.adoptUser({ id: 2, is_staff: false, locations: [] });
    expect(session.getState().staffId).toBeNull();
  });

  it('cleans post and put bodies: keys starting with "_" go (deeply), "default" warehouse and type become null', async () => {
    await http.post('orders', { _ui: 1, warehouse: 'default', items: [{ type: 'default', _open: true, qty: 2 }], nested: { _x: 1, y: 2 } });
    await http.put('orders/1', { warehouse_id: 'default', type: 'rental' });
    expect(server.requests.map((r) => r.body)).toEqual([
      { warehouse: null, items: [{ type: null, qty: 2 }], nested: { y: 2 } },
      { warehouse_id: null, type: 'rental' },
    ]);
  });

  it('leaves form data untouched', async () => {
    const form = new FormData();
    form.append('_keep', 'yes');
    await http.post('media', form);
    expect(server.requests[0]?.body).toBeInstanceOf(FormData);
    expect((server.requests[0]?.body as FormData).get('_keep')).toBe('yes');
  });

  it('strips the skip-error-alert flag from the params before sending', async () => {
    // Not routed in the fake server (404), which the flag keeps silent.
    await http.get('user', { params: { skipErrorAlert: true, ids: [1, 2] } }).catch(() => undefined);
    await call(getUser, { skipErrorAlert: true });
    expect(decodeURIComponent(server.requests[0]?.url ?? '')).toBe('/api/user?ids[]=1&ids[]=2');
    expect(server.requests[1]?.url).toBe('/api/user');
  });
});

describe('the error catalogue', () => {
  let server: ReturnType<typeof installFakeServer>;
  const navigator = { navigate: vi.fn(), back: vi.fn() };
  const capture = vi.fn();

  const failWith = (reply: FakeReply, params?: Record<string, unknown>) => {
    server = installFakeServer({ 'GET /api/user': () => reply });
    return http.get('user', { params }).catch((error: unknown) => error);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    navigator.navigate.mockReset();
    navigator.back.mockReset();
    capture.mockReset();
    setAppNavigator(navigator);
    setErrorCapture(capture);
  });
  afterEach(() => {
    server.restore();
    setErrorCapture(null);
    vi.useRealTimers();
  });

  it('401: "Authorization has expired. Reauthorize the account", tokens cleared, to /auth/login', async () => {
    session.setToken('main');
    session.setTempToken('temp');
    const error = await failWith({ status: 401, data: { message: 'Unauthenticated.' } });
    expect(error).toBeInstanceOf(HttpError);
    expect(toasts()).toEqual([{ message: 'Authorization has expired. Reauthorize the account', color: 'red' }]);
    expect(session.getState()).toMatchObject({ token: null, tempToken: null });
    expect(navigator.navigate).toHaveBeenCalledWith('/auth/login');
    expect(capture).not.toHaveBeenCalled();
  });

  it('403 while authenticated: "Forbidden" and back', async () => {
    session.setToken('main');
    await failWith({ status: 403, data: { message: 'This action is unauthorized.' } });
    expect(toasts()).toEqual([{ message: 'Forbidden', color: 'red' }]);
    expect(navigator.back).toHaveBeenCalledTimes(1);
  });

  it('403 without a session: the server message, no navigation', async () => {
    await failWith({ status: 403, data: { message: 'This action is unauthorized.' } });
    expect(toasts()).toEqual([{ message: 'This action is unauthorized.', color: 'red' }]);
    expect(navigator.back).not.toHaveBeenCalled();
  });

  it('420: silent', async () => {
    await failWith({ status: 420, data: { message: 'Enhance your calm' } });
    expect(toasts()).toEqual([]);
    expect(navigator.navigate).not.toHaveBeenCalled();
  });

  it('5xx: reported, the server message shown', async () => {
    await failWith({ status: 500, data: { message: 'Server Error' } });
    expect(capture).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([{ message: 'Server Error', color: 'red' }]);
  });

  it('503: the return URL stored, /try-later after 100 ms', async () => {
    window.history.replaceState(null, '', '/supplier/orders?page=2');
    await failWith({ status: 503, data: { message: 'Down' } });
    expect(localStorage.getItem('returnUrl')).toBe('/supplier/orders?page=2');
    vi.advanceTimersByTime(99);
    expect(navigator.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigator.navigate).toHaveBeenCalledWith('/try-later');
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('others: the server message, else the client message unless it says "Request failed"', async () => {
    await failWith({ status: 422, data: { message: 'The name field is required.' } });
    await failWith({ status: 404 });
    expect(toasts()).toEqual([{ message: 'The name field is required.', color: 'red' }]);
    expect(capture).not.toHaveBeenCalled();

    const original = http.defaults.adapter;
    const networkDown: Adapter = async (config) => {
      throw new HttpError('Network Error', 'ERR_NETWORK', config);
    };
    http.defaults.adapter = networkDown;
    await http.get('user').catch(() => undefined);
    http.defaults.adapter = original;
    expect(toasts().at(-1)).toEqual({ message: 'Network Error', color: 'red' });
  });

  it('the skip-error-alert flag silences a call', async () => {
    session.setToken('main');
    await failWith({ status: 401 }, { skipErrorAlert: true });
    await failWith({ status: 422, data: { message: 'Nope' } }, { skipErrorAlert: true });
    await call(login, { body: { login: 'x', password: 'y' }, skipErrorAlert: true }).catch(() => undefined);
    expect(toasts()).toEqual([]);
    expect(navigator.navigate).not.toHaveBeenCalled();
    expect(session.bearer()).toBe('main');
  });
});
