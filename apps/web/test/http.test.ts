import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { broadcastingAuth, getUser, login, loginByNpi, logout } from '@dme/contract';
import { apiRoot, call, endpointUrl, http } from '../src/lib/http';
import { formErrorText, GENERIC_FORM_ERROR } from '../src/lib/http-error';
import { session } from '../src/lib/session';
import { installFakeServer, makeUser, type FakeHandler } from './fake-server';

const ok =
  (data: unknown): FakeHandler =>
  () => ({ status: 200, data });

describe('endpoint URLs', () => {
  it('are relative to the api/ base for /api endpoints, with path params filled in', () => {
    expect(endpointUrl(login)).toBe('login');
    expect(endpointUrl(loginByNpi, { id: 42 })).toBe('login-by-npi/42');
  });

  it('are absolute for endpoints outside /api, so the client does not put them under api/', () => {
    expect(endpointUrl(broadcastingAuth)).toBe(`${window.location.origin}/broadcasting/auth`);
  });

  it('take the server root from configuration, with or without a trailing slash', () => {
    expect(apiRoot(undefined)).toBe('/');
    expect(apiRoot('https://api.example.test/portal')).toBe('https://api.example.test/portal/');
    expect(apiRoot('https://api.example.test/')).toBe('https://api.example.test/');
  });
});

describe('the http instance', () => {
  it('has the spec settings: api/ base, 15 s timeout', () => {
    expect(http.defaults.baseURL).toBe('/api/');
    expect(http.defaults.timeout).toBe(15000);
  });

  it('serialises arrays with brackets', () => {
    expect(decodeURIComponent(http.getUri({ url: 'orders', params: { ids: [1, 2] } }))).toBe('/api/orders?ids[]=1&ids[]=2');
  });
});

describe('call()', () => {
  let server: ReturnType<typeof installFakeServer>;
  beforeEach(() => {
    server = installFakeServer({
      'POST /api/login': ok({ token: 'main-1', data: makeUser() }),
      'POST /api/login-by-npi/7': ok({ token: 'tmp-1', data: makeUser() }),
      'GET /api/user': ok({ data: makeUser() }),
      'GET /api/logout': ok({ message: 'Logged out' }),
      'POST /broadcasting/auth': ok({ auth: 'key:sig' }),
    });
  });
  afterEach(() => server.restore());

  it('sends the declared method to the declared path with the body and answers the JSON', async () => {
    const answer = await call(login, { body: { login: 'a@b.test', password: 'secret' } });
    expect(answer.token).toBe('main-1');
    expect(server.requests).toEqual([
      { method: 'POST', url: '/api/login', authorization: null, body: { login: 'a@b.test', password: 'secret' } },
    ]);
    expect(server.requests[0]).not.toHaveProperty('locationId');
  });

  it('fills path params from the declaration', async () => {
    await call(loginByNpi, { params: { id: 7 }, body: { npi: '1234567890', code: 'invite-code' } });
    expect(server.requests[0]?.url).toBe('/api/login-by-npi/7');
  });

  it('refuses to send a half-built URL', async () => {
    await expect(call(loginByNpi, { params: {} as { id: number }, body: { npi: '1234567890', code: 'invite-code' } })).rejects.toThrow(
      'Missing path parameter "id"',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('reaches endpoints outside /api at their own path', async () => {
    await call(broadcastingAuth, { body: { socket_id: '1.2', channel_name: 'private-user.1' } });
    expect(server.requests[0]?.url).toBe('/broadcasting/auth');
  });

  it('attaches the main token, else the temporary token, as a bearer', async () => {
    await call(getUser);
    session.setTempToken('tmp-9');
    await call(getUser);
    session.setToken('main-9');
    await call(logout);
    expect(server.requests.map((r) => r.authorization)).toEqual([null, 'Bearer tmp-9', 'Bearer main-9']);
  });

  it('sends an explicit token instead of the session one', async () => {
    session.setToken('main-9');
    await call(getUser, { token: 'other' });
    expect(server.requests[0]?.authorization).toBe('Bearer other');
  });
});

describe('form error text', () => {
  let server: ReturnType<typeof installFakeServer>;
  afterEach(() => server.restore());

  const failWith = async (reply: { status: number; data?: unknown }) => {
    server = installFakeServer({ 'POST /api/login': () => reply });
    return call(login, { body: { login: 'x', password: 'y' } }).catch((error: unknown) => error);
  };

  it('prefers the errors field, then the message, then the generic text', async () => {
    expect(formErrorText(await failWith({ status: 422, data: { message: 'Bad', errors: { login: ['A'], password: ['B'] } } }))).toBe(
      'A, B',
    );
    expect(formErrorText(await failWith({ status: 422, data: { message: 'Bad input' } }))).toBe('Bad input');
    expect(formErrorText(await failWith({ status: 500 }))).toBe(GENERIC_FORM_ERROR);
    expect(formErrorText(new Error('Network Error'))).toBe(GENERIC_FORM_ERROR);
  });
});
