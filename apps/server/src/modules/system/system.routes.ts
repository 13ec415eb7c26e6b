import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as api from '@dme/contract';
import { implement } from '../../http/define';
import { AppError, forbidden } from '../../lib/app-error';
import { randomSecret } from '../../lib/secrets';
import { findUserById } from '../auth/auth.queries';
import { mayJoinChannel } from './channel-access';

export const systemRoutes = [
  implement(api.healthCheck, async ({ app, reply }) => {
    let database: 'ok' | 'down' = 'ok';
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      database = 'down';
    }
    const status = database === 'ok' ? ('ok' as const) : ('degraded' as const);
    reply.header('cache-control', 'no-store');
    if (status !== 'ok') reply.code(503);
    return { data: { status, database, time: new Date().toISOString() } };
  }),

  implement(api.csrfCookie, async ({ reply }) => {
    // Readable by the page on purpose: the client echoes it as X-XSRF-TOKEN (Laravel Sanctum's scheme).
    reply.header('set-cookie', `XSRF-TOKEN=${randomSecret(24)}; Path=/; SameSite=Lax; Max-Age=7200`);
    reply.code(204);
  }),

  implement(api.deploymentManifest, async ({ app, reply }) => {
    if (!app.config.webDist) throw new AppError('not_found', 'No web build is served.');
    try {
      const manifest = await readFile(join(app.config.webDist, '.vite', 'manifest.json'), 'utf8');
      reply.header('cache-control', 'no-store').type('application/json').send(manifest);
    } catch {
      throw new AppError('not_found', 'No web build is served.');
    }
  }),

  implement(api.broadcastingAuth, async ({ app, actor, body }) => {
    if (!mayJoinChannel(actor, body.channel_name)) throw forbidden();
    if (body.channel_name.startsWith('presence-')) {
      const user = await findUserById(app.db, actor.userId);
      const channelData = JSON.stringify({ user_id: String(actor.userId), user_info: { name: user?.name ?? '', role: actor.role } });
      return app.realtime.authorize(body.socket_id, body.channel_name, channelData);
    }
    return app.realtime.authorize(body.socket_id, body.channel_name);
  }),
];
