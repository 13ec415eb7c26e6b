// Where deliveries wait until the server has them: IndexedDB on the phone (it survives a closed tab, a reload and a
// flat battery), else memory (test DOMs and browsers without IndexedDB). Raw IndexedDB with a tiny promise wrapper:
// three calls do not justify a dependency.

/** One delivery the phone owes the server: the form's fields and files, keyed by its idempotency key. */
export interface OutboxEntry {
  key: string;
  routeId: number;
  pointId: number;
  /** What the driver reads in the outbox ("#3 Jane Doe"). */
  label: string;
  outcome: 'delivered' | 'failed';
  /** The multipart text fields as sent (idempotency_key included). */
  fields: Record<string, string>;
  /** The multipart files (`signature`, `photo`) as Blobs. */
  files: { field: 'signature' | 'photo'; blob: Blob; filename: string }[];
  createdAt: string;
  attempts: number;
  /** Epoch ms of the next automatic try. */
  nextAttemptAt: number;
  /** The server refused it (4xx): not retried until the driver fixes or discards it. */
  error: string | null;
}

export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(key: string): Promise<void>;
}

const DB_NAME = 'dme-driver';
const STORE = 'deliveries';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
  return done(request);
}

export function indexedDbStore(factory: IDBFactory): OutboxStore {
  let db: Promise<IDBDatabase> | null = null;
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => {
    db ??= openDatabase(factory);
    const store = (await db).transaction(STORE, mode).objectStore(STORE);
    return done(work(store));
  };
  return {
    all: () => run('readonly', (s) => s.getAll() as IDBRequest<OutboxEntry[]>),
    put: async (entry) => void (await run('readwrite', (s) => s.put(entry))),
    remove: async (key) => void (await run('readwrite', (s) => s.delete(key))),
  };
}

export function memoryStore(): OutboxStore {
  const entries = new Map<string, OutboxEntry>();
  return {
    all: () => Promise.resolve([...entries.values()]),
    put: (entry) => Promise.resolve(void entries.set(entry.key, entry)),
    remove: (key) => Promise.resolve(void entries.delete(key)),
  };
}

/** IndexedDB when the browser has it (and lets us open it: private modes may refuse), else memory. */
export function defaultStore(): OutboxStore {
  if (typeof indexedDB === 'undefined') return memoryStore();
  const persistent = indexedDbStore(indexedDB);
  const fallback = memoryStore();
  let broken = false;
  const guard =
    <A extends unknown[], R>(call: (store: OutboxStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (!broken) {
        try {
          return await call(persistent, ...args);
        } catch {
          broken = true;
        }
      }
      return call(fallback, ...args);
    };
  return { all: guard((s) => s.all()), put: guard((s, e: OutboxEntry) => s.put(e)), remove: guard((s, k: string) => s.remove(k)) };
}

/** A key per delivery; randomUUID needs a secure context, so plain http (a LAN test server) gets the fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}
