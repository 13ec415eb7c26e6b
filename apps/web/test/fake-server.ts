import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { CurrentUser } from '@dme/contract';
import { http } from '../src/lib/http';

/** A request as it would leave the browser: method, path + query, headers and parsed JSON body. */
export interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
  /** The X-Location-Id and X-Staff-Id headers (null when absent). */
  locationId?: string | null;
  staffId?: string | null;
}

export interface FakeReply {
  status: number;
  data?: unknown;
}

export type FakeHandler = (request: RecordedRequest) => FakeReply;

/**
 * Replaces the axios transport of the app's real http instance (everything above it, URL building, headers,
 * interceptors, error shapes, runs for real). Routes are keyed `'POST /api/login'`.
 */
export function installFakeServer(routes: Record<string, FakeHandler>) {
  const requests: RecordedRequest[] = [];
  const original = http.defaults.adapter;

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const uri = new URL(http.getUri(config), window.location.origin);
    const sameOrigin = uri.origin === window.location.origin;
    const url = sameOrigin ? uri.pathname + uri.search : uri.href;
    const headers = AxiosHeaders.from(config.headers);
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url,
      authorization: (headers.get('Authorization') as string | undefined) ?? null,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? null),
    };
    // Only recorded when present, so tests that compare whole requests stay short.
    const locationId = headers.get('X-Location-Id') as string | undefined;
    const staffId = headers.get('X-Staff-Id') as string | undefined;
    if (locationId !== undefined) request.locationId = locationId;
    if (staffId !== undefined) request.staffId = staffId;
    requests.push(request);
    const handler = routes[`${request.method} ${url}`];
    const reply = handler ? handler(request) : { status: 404, data: { message: 'Not found' } };
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: {}, config, request: {} };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, {}, response);
    }
    return response;
  };

  http.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 2,
    name: 'Sam Supplier',
    login: 'supplier@demo.test',
    email: 'supplier@demo.test',
    role: 'supplier',
    roles: ['supplier'],
    guard_name: 'web',
    is_staff: false,
    owner_id: null,
    owner_name: null,
    staff_roles: [],
    permissions: {},
    notifications: {},
    time_zone: 'America/New_York',
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    deleted_at: null,
    verified_at: null,
    last_login: null,
    account: { id: 1, type: 'supplier', name: 'Demo Supplies' },
    locations: [],
    token_scope: 'main',
    ...overrides,
  };
}
