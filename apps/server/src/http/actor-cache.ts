/**
 * The callers seen lately, by token hash: every request used to spend a database round trip (a third of a list's
 * time at 100,000 orders) finding who it comes from, although that changes rarely. An entry is dropped
 *  - when anything it was read from changes: the database notifies `actor_changed` after any change to tokens,
 *    users, locations or staff places (migration 0009), to every server instance listening on that database;
 *    (on PostgreSQL within milliseconds of the commit; the embedded database notifies with the statement's answer);
 *  - at once on this instance when it signs a caller out;
 *  - after `ttlMs`, and never later than the token's own expiry.
 * While the notifications are not being received (not yet listening, or the connection dropped), nothing is cached.
 */
export interface CachedCaller<T> {
  value: T;
  /** Epoch ms past which the entry is not used. */
  until: number;
}

export class ActorCache<T> {
  private readonly entries = new Map<string, CachedCaller<T>>();
  /** Bumped by every invalidation: a lookup that started before one must not store what it read. */
  private generation = 0;
  private listening = false;

  constructor(
    readonly ttlMs = 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** The notifications arrive (true) or stopped arriving (false: everything cached is dropped). */
  setListening(on: boolean): void {
    this.listening = on;
    this.clear();
  }

  get enabled(): boolean {
    return this.listening;
  }

  /** The current generation, to hand back to `set` once the lookup is done. */
  mark(): number {
    return this.generation;
  }

  get(key: string, now = Date.now()): T | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps what a lookup read, unless something changed since `mark()` was taken. */
  set(key: string, value: T, mark: number, expiresAt: number, now = Date.now()): void {
    if (!this.listening || mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until: Math.min(now + this.ttlMs, expiresAt) });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
