import type { RoutePoint } from '@dme/contract';
import { readServerError } from '../../../lib/http-error';
import type { OutboxEntry, OutboxStore } from './store';

/** What one try of a delivery came to. */
export type SendResult =
  | { kind: 'sent'; point: RoutePoint }
  /** No answer, a timeout or a 5xx: kept on the phone, tried again later. */
  | { kind: 'queued' }
  /** The server refused it (4xx): kept with the message until the driver fixes or discards it. */
  | { kind: 'rejected'; message: string; errors: Record<string, string[]> | null };

export interface OutboxSnapshot {
  entries: readonly OutboxEntry[];
  /** Keys being sent right now. */
  sending: readonly string[];
}

const FIRST_DELAY_MS = 5_000;
const MAX_DELAY_MS = 5 * 60_000;

/** 5 s, 10 s, 20 s ... at most 5 minutes between automatic tries. */
export const backoffMs = (attempts: number) => Math.min(FIRST_DELAY_MS * 2 ** Math.max(attempts - 1, 0), MAX_DELAY_MS);

/**
 * Worth trying again: no answer at all, a timeout, a server failure, or an expired sign-in (the driver signs in
 * again and the delivery goes then). Anything else in 4xx says the delivery itself is wrong.
 */
export function isRetryable(error: unknown): boolean {
  const { status } = readServerError(error);
  return status === null || status >= 500 || status === 401 || status === 408 || status === 429;
}

function refusal(error: unknown): Extract<SendResult, { kind: 'rejected' }> {
  const { status, message, errors } = readServerError(error);
  const first = errors ? Object.values(errors)[0]?.[0] : undefined;
  return { kind: 'rejected', message: message ?? first ?? `The server refused the delivery (${status ?? 'no answer'}).`, errors };
}

export interface OutboxDeps {
  store: OutboxStore;
  send: (entry: OutboxEntry) => Promise<RoutePoint>;
  now?: () => number;
}

/**
 * The phone's queue of deliveries: each is saved before it is sent, removed once the server has it, and retried with
 * backoff (and on `online`, and at start) while the connection fails. The idempotency key makes a retry of a delivery
 * the server did receive (but whose answer was lost) harmless.
 */
export function createOutbox({ store, send, now = Date.now }: OutboxDeps) {
  let snapshot: OutboxSnapshot = { entries: [], sending: [] };
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(entry: OutboxEntry, point: RoutePoint) => void>();
  const inFlight = new Map<string, Promise<SendResult>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;

  const publish = (entries: readonly OutboxEntry[] = snapshot.entries) => {
    snapshot = { entries, sending: [...inFlight.keys()] };
    listeners.forEach((listener) => listener());
  };
  const replace = (entry: OutboxEntry) => publish(snapshot.entries.map((e) => (e.key === entry.key ? entry : e)));
  const find = (key: string) => snapshot.entries.find((e) => e.key === key);

  function schedule() {
    clearTimeout(timer);
    const waiting = snapshot.entries.filter((e) => e.error === null);
    if (!started || waiting.length === 0) return;
    const next = Math.min(...waiting.map((e) => e.nextAttemptAt));
    timer = setTimeout(() => void flush(false), Math.max(next - now(), 0));
  }

  async function attempt(entry: OutboxEntry): Promise<SendResult> {
    try {
      const point = await send(entry);
      await store.remove(entry.key);
      publish(snapshot.entries.filter((e) => e.key !== entry.key));
      sentListeners.forEach((listener) => listener(entry, point));
      return { kind: 'sent', point };
    } catch (error) {
      const attempts = entry.attempts + 1;
      if (isRetryable(error)) {
        const kept = { ...entry, attempts, nextAttemptAt: now() + backoffMs(attempts) };
        await store.put(kept);
        replace(kept);
        return { kind: 'queued' };
      }
      const result = refusal(error);
      const kept = { ...entry, attempts, error: result.message };
      await store.put(kept);
      replace(kept);
      return result;
    }
  }

  /** Sends one entry; a second call while it is on its way shares the first (never two requests at once). */
  function sendOne(key: string): Promise<SendResult> {
    const running = inFlight.get(key);
    if (running) return running;
    const entry = find(key);
    if (!entry) return Promise.resolve({ kind: 'queued' });
    const promise = attempt(entry).finally(() => {
      inFlight.delete(key);
      publish();
      schedule();
    });
    inFlight.set(key, promise);
    publish();
    return promise;
  }

  /** Sends what is due (`force`: everything not refused), one at a time so a weak link is not flooded. */
  async function flush(force: boolean): Promise<void> {
    const due = snapshot.entries.filter((e) => e.error === null && (force || e.nextAttemptAt <= now()));
    for (const entry of due) await sendOne(entry.key);
  }

  const onOnline = () => void flush(true);

  return {
    /** Saves the delivery on the phone first, then sends it. */
    async deliver(entry: OutboxEntry): Promise<SendResult> {
      await store.put(entry);
      publish([...snapshot.entries, entry]);
      return sendOne(entry.key);
    },
    /** Drops a delivery the server refused (or one the driver gives up on); the caller confirms first. */
    async discard(key: string): Promise<void> {
      await store.remove(key);
      publish(snapshot.entries.filter((e) => e.key !== key));
      schedule();
    },
    /** Sends every waiting delivery now (the "Send now" button, the `online` event). */
    retryNow: () => flush(true),
    /** Reads what an earlier visit left on the phone and sends it; listens for the connection coming back. */
    async start(): Promise<void> {
      if (started) return;
      started = true;
      window.addEventListener('online', onOnline);
      const saved = await store.all();
      const known = new Set(snapshot.entries.map((e) => e.key));
      publish([...snapshot.entries, ...saved.filter((e) => !known.has(e.key))].sort((a, b) => a.createdAt.localeCompare(b.createdAt)));
      await flush(true);
    },
    stop(): void {
      started = false;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): OutboxSnapshot => snapshot,
    /** Called after any entry reached the server (screens refresh their stops). */
    onSent(listener: (entry: OutboxEntry, point: RoutePoint) => void): () => void {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
