import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** Whether notifications are being received: false until LISTEN is in place, and again while a connection is lost. */
export type ListenState = (listening: boolean) => void;

export interface Listener {
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

/**
 * LISTEN on PostgreSQL through a connection of its own (a pooled one would be handed to queries), reconnecting
 * after a loss. `onState(false)` comes first on a loss, so whoever relies on the notifications stops relying on them.
 */
export function listenPostgres(url: string, channel: string, onNotify: () => void, onState: ListenState): Listener {
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    let gone = false;
    const drop = () => {
      if (gone) return;
      gone = true;
      if (client === c) client = null;
      onState(false);
      c.end().catch(() => undefined);
      if (!closed) timer = setTimeout(() => void connect(), RECONNECT_MS);
    };
    c.on('error', drop);
    c.on('end', drop);
    try {
      await c.connect();
      c.on('notification', (n) => {
        if (n.channel === channel) onNotify();
      });
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (closed) return drop();
      client = c;
      onState(true);
    } catch {
      drop();
    }
  }
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      onState(false);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/** LISTEN on the embedded database: one process, so the notification comes with the writing statement's answer. */
export function listenPglite(db: PGlite, channel: string, onNotify: () => void, onState: ListenState): Listener {
  let unlisten: (() => Promise<void>) | null = null;
  let closed = false;
  void db.listen(channel, () => onNotify()).then((stop) => {
    if (closed) return void stop();
    unlisten = stop;
    onState(true);
  });
  return {
    async close() {
      closed = true;
      onState(false);
      await unlisten?.().catch(() => undefined);
    },
  };
}
