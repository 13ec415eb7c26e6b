import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { ActorCache } from './http/actor-cache';
import type { ActiveToken } from './modules/auth/auth.queries';

/** What modules use of the realtime hub (src/realtime): structural, so tests can pass their own. */
export interface RealtimeApi {
  register(app: FastifyInstance): Promise<void>;
  broadcast(channel: string, event: string, data: unknown): Promise<void>;
  authorize(socketId: string, channelName: string, channelData?: string): { auth: string; channel_data?: string };
}

/** What services need from the running app: passed explicitly, never imported as globals. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  realtime: RealtimeApi;
  log: FastifyBaseLogger;
  /** Callers resolved lately (off when `config.callerCacheSeconds` is 0). */
  callers: ActorCache<ActiveToken>;
}
