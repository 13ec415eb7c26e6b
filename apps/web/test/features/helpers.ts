import { vi } from 'vitest';
import { configure } from '@testing-library/react';
import type { CurrentUser, Task } from '@dme/contract';
import { session } from '../../src/lib/session';
import { installFakeServer, type FakeHandler, type FakeReply } from '../fake-server';

// These specs mount whole lazily loaded screens behind their guards and walk through several steps; on a busy
// two-core machine that takes longer than the defaults allow (1 s per find, 5 s per test). Per file: each test
// file runs in its own module scope.
configure({ asyncUtilTimeout: 5000 });
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
