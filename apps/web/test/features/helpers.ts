import { vi } from 'vitest';
import type { CurrentUser, Task } from '@dme/contract';
import { session } from '../../src/lib/session';
import { installFakeServer, type FakeHandler, type FakeReply } from '../fake-server';

// These specs mount whole lazily loaded screens behind their guards and walk through several steps; on a busy
// two-core machine that takes longer than the default 5 s per test. How long a find waits is set once, in
// test/setup.ts (10 s): setting it here too put it back to 5 s for every file that imports these helpers, and a
// lazy route's first render on a loaded machine took 5.2-5.7 s (supplier-fulfilment's first test failed in CI).
vi.setConfig({ testTimeout: 20_000 });

/** A 200 answer with this body. */
export const ok =
  (data: unknown): FakeHandler =>
  () => ({ status: 200, data });

/** An error answer as the server's error handler writes it (`{ message, errors? }`). */
export const fail =
  (status: number, message: string, errors?: Record<string, string[]>): FakeHandler =>
  (): FakeReply => ({ status, data: errors ? { message, errors } : { message } });

/**
 * How a screen spec starts: `user` signed in (the session holds the token 'main-1') and the fake server answering
 * `GET /api/user` with them, plus `routes`.
 */
export function signedInServer(user: CurrentUser, routes: Record<string, FakeHandler> = {}) {
  session.setToken('main-1');
  return installFakeServer({ 'GET /api/user': ok({ data: user }), ...routes });
}

export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 1,
    object: 'East Branch',
    object_id: null,
    object_type: 'account',
    status: 'open',
    message: 'Confirm Friday delivery windows with the drivers',
    author: 'Sam Rivera',
    author_id: 2,
    assignee: 'Paul Nguyen',
    assignee_id: 5,
    due_date: '2026-03-06',
    completed_at: null,
    created_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** `{ data, meta }` of a list answer. */
export const page = <T>(rows: T[], total = rows.length, at = 1, rowsPerPage = 25) => ({
  data: rows,
  meta: { total, page: at, rowsPerPage },
});
