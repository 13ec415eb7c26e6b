import { afterEach, describe, expect, it } from 'vitest';
import type { RoutePoint } from '@dme/contract';
import { HttpError, type RequestConfig } from '../../../src/lib/http-error';
import { backoffMs, createOutbox, isRetryable, memoryStore, type OutboxEntry } from '../../../src/features/driver/outbox';
import { makePoint } from './support';

const config: RequestConfig = { url: 'driver/routes/5/points/51/delivered', headers: new Headers() };
const answered = (status: number, data: unknown = { message: `status ${status}` }) =>
  new HttpError(`Request failed with status code ${status}`, status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', config, {
    status,
    data,
    headers: new Headers(),
    config,
  });
const offline = new HttpError('Network Error', 'ERR_NETWORK', config);

const entry = (key: string): OutboxEntry => ({
  key,
  routeId: 5,
  pointId: 51,
  label: 'stop 1, Margaret Ellison',
  outcome: 'failed',
  fields: { idempotency_key: key, outcome: 'failed', reason: 'not_home' },
  files: [{ field: 'photo', blob: new Blob(['x'], { type: 'image/jpeg' }), filename: 'photo.jpg' }],
  createdAt: '2026-11-26T14:00:00.000Z',
  attempts: 0,
  nextAttemptAt: 0,
  error: null,
});

describe('the outbox queue', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('retries no answer, timeouts, 5xx, 401 and 429, but not a refused delivery', () => {
    expect(
      [offline, new HttpError('timeout', 'ECONNABORTED', config), answered(500), answered(503), answered(401), answered(429)].map(
        isRetryable,
      ),
    ).toEqual([true, true, true, true, true, true]);
    expect([answered(422), answered(404), answered(409)].map(isRetryable)).toEqual([false, false, false]);
    expect([1, 2, 3, 10].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 300_000]);
  });

  it('keeps an unsent delivery with its files in the store and sends it again with the same key when back online', async () => {
    const store = memoryStore();
    const sent: OutboxEntry[] = [];
    let online = false;
    const outbox = createOutbox({
      store,
      now: () => 1_000,
      send: async (e) => {
        sent.push(e);
        if (!online) throw offline;
        return makePoint() as RoutePoint;
      },
    });
    await outbox.start();
    stop = outbox.stop;

    expect(await outbox.deliver(entry('key-0001'))).toEqual({ kind: 'queued' });
    const [kept] = await store.all();
    expect(kept).toMatchObject({ key: 'key-0001', attempts: 1, nextAttemptAt: 6_000, error: null });
    expect(await kept!.files[0]!.blob.text()).toBe('x');

    online = true;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => outbox.getSnapshot().entries.length).toBe(0);
    expect(sent.map((e) => e.fields.idempotency_key)).toEqual(['key-0001', 'key-0001']);
    expect(await store.all()).toEqual([]);
  });

  it('sends what an earlier visit left when it starts, and keeps a refusal with its message without sending it again', async () => {
    const store = memoryStore();
    await store.put(entry('key-left-0001'));
    const tries: string[] = [];
    const outbox = createOutbox({
      store,
      send: async (e) => {
        tries.push(e.key);
        throw answered(422, {
          message: 'Pick why it could not be delivered.',
          errors: { reason: ['Pick why it could not be delivered.'] },
        });
      },
    });
    await outbox.start();
    stop = outbox.stop;
    expect(tries).toEqual(['key-left-0001']);
    expect(outbox.getSnapshot().entries).toMatchObject([{ key: 'key-left-0001', error: 'Pick why it could not be delivered.' }]);

    await outbox.retryNow();
    expect(tries).toHaveLength(1);
    await outbox.discard('key-left-0001');
    expect(await store.all()).toEqual([]);
  });
});
