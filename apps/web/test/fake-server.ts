import type { CurrentUser } from '@dme/contract';
import type { Adapter } from '../src/lib/fetch-client';
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
 * Replaces the fetch transport of the app's real http client (everything above it, URL building, headers,
 * interceptors, error shapes, runs for real). Routes are keyed `'POST /api/login'`.
 */
export function installFakeServer(routes: Record<string, FakeHandler>) {
  const requests: RecordedRequest[] = [];
  const original = http.defaults.adapter;
  const originalUpload = http.defaults.uploadAdapter;

  const adapter: Adapter = async (config) => {
    const uri = new URL(http.getUri(config), window.location.origin);
    const sameOrigin = uri.origin === window.location.origin;
    const url = sameOrigin ? uri.pathname + uri.search : uri.href;
    const { headers } = config;
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url,
      authorization: headers.get('Authorization'),
      body: config.data ?? null,
    };
    // Only recorded when present, so tests that compare whole requests stay short.
    const locationId = headers.get('X-Location-Id');
    const staffId = headers.get('X-Staff-Id');
    if (locationId !== null) request.locationId = locationId;
    if (staffId !== null) request.staffId = staffId;
    requests.push(request);
    const handler = routes[`${request.method} ${url}`];
    const reply = handler ? handler(request) : { status: 404, data: { message: 'Not found' } };
    // What the wire would carry: the body as JSON and back, so a test sees what a browser would.
    const data = reply.data === undefined ? '' : reply.data instanceof Blob ? reply.data : (JSON.parse(JSON.stringify(reply.data)) as unknown);
    return { data, status: reply.status, headers: new Headers(), config };
  };

  http.defaults.adapter = adapter;
  http.defaults.uploadAdapter = adapter;
  return {
    requests,
    restore: () => {
      http.defaults.adapter = original;
      http.defaults.uploadAdapter = originalUpload;
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
