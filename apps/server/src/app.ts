import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { allEndpoints, href, MEDIA_MAX_BYTES, MEDIA_MAX_FILES, type EndpointDeclaration } from '@dme/contract';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { AppContext, RealtimeApi } from './app-context';
import type { Implementation } from './http/define';
import { installErrorHandler } from './http/errors';
import { safeError } from './lib/safe-error';
import { ActorCache } from './http/actor-cache';
import { registerEndpoints } from './http/register';
import { API_HEADERS, SECURITY_HEADERS } from './http/security-headers';
import type { ActiveToken } from './modules/auth/auth.queries';
import { allImplementations } from './modules';
import { createRealtime } from './realtime';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Defaults to a hub built from the config (in-process, or Redis fan-out when REDIS_URL is set). */
  realtime?: RealtimeApi;
  /** Defaults to every contract declaration and every module's handlers; tests narrow or extend them. */
  endpoints?: readonly EndpointDeclaration[];
  implementations?: readonly Implementation[];
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The callers resolved lately (tests and diagnostics read it). */
    callers: ActorCache<ActiveToken>;
  }
}

const API_PREFIXES = ['/api/', '/broadcasting/', '/app/'];
/** The contract's `auth.login` screen. */
const SIGN_IN_PATH = href('auth.login');

/** Builds the whole app without listening: main.ts listens, tests use `app.inject()`. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const logger: FastifyLoggerOptions & { stream?: BuildAppOptions['logStream'] } = {
    level: config.logLevel,
    ...(opts.logStream ? { stream: opts.logStream } : {}),
    // Paths only: query strings can carry search terms (names, dates of birth) and never reach the log.
    // Errors: the statement and codes, never a query's values or a message quoting one (lib/safe-error).
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, path: loggablePath(String(req.url)) }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: (err: Error) => {
        const safe = safeError(err);
        return { ...safe, stack: safe.stack ?? '' };
      },
    },
  };
  const app = Fastify({
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    trustProxy: process.env.TRUST_PROXY === 'true',
    logger: opts.logger === false ? false : (logger as FastifyLoggerOptions),
  });
  // A callback hook: an async one costs every request a promise and a turn of the microtask queue.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id).headers(API_PREFIXES.some((p) => req.url.startsWith(p)) ? API_HEADERS : SECURITY_HEADERS);
    done();
  });

  // pusher-js posts channel authorisation as a form, not JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  installErrorHandler(app);

  const realtime = opts.realtime ?? createRealtime({ key: config.pusherKey, secret: config.appSecret, redisUrl: config.redisUrl, logger: app.log });
  const callers = new ActorCache<ActiveToken>((config.callerCacheSeconds ?? 0) * 1000);
  if (callers.ttlMs > 0) {
    const listener = database.listen('actor_changed', () => callers.clear(), (on) => callers.setListening(on));
    app.addHook('onClose', () => listener.close());
  }
  app.decorate('callers', callers);
  const ctx: AppContext = { config, database, db: database.db, realtime, log: app.log, callers };
  await realtime.register(app);
  // Uploads (media): streamed per part; the media module sniffs and stores them.
  const uploadsParser = (scope: FastifyInstance) => scope.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: MEDIA_MAX_FILES } });
  registerEndpoints(app, ctx, opts.endpoints ?? allEndpoints, opts.implementations ?? allImplementations, uploadsParser);

  const spa = Boolean(config.webDist && existsSync(join(config.webDist, 'index.html')));
  const signInPage = spa && existsSync(join(config.webDist!, 'login.html'));
  if (spa) {
    // The build writes brotli and gzip beside every text asset (apps/web/build/contract-for-web.ts, precompress):
    // they are sent as they are to a browser that accepts them, so the server never compresses per request.
    await app.register(fastifyStatic, { root: config.webDist!, wildcard: false, index: false, cacheControl: false, preCompressed: true, setHeaders: immutableAssets });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    // History-API fallback: any other GET (or HEAD, as link checkers and monitors send) outside the API answers the
    // app's index.html.
    if (spa && (req.method === 'GET' || req.method === 'HEAD') && !API_PREFIXES.some((p) => path.startsWith(p))) {
      // A cold load of the sign-in screen gets the standalone sign-in page (apps/web/src/sign-in): a fraction of the
      // app's JavaScript. Inside the app, the router shows its own sign-in screen without a page load.
      const page = path === SIGN_IN_PATH && signInPage ? 'login.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile(page);
    }
    return reply.code(404).send({ message: 'Not Found' });
  });
  return app;
}

/**
 * The path of a request as the log keeps it: no query string (search terms), and no long opaque segment (the
 * secrets of public signing, questionnaire and short links are path segments).
 */
export function loggablePath(url: string): string {
  return (url.split('?')[0] ?? '').replace(/[A-Za-z0-9_-]{20,}/g, '…');
}

/** Headers that only mean something on a document (the page), not on a script, stylesheet or image. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * Hashed asset names never change content: cache them for a year; everything else is revalidated. Assets drop the
 * document-only security headers (about 1 KB on each of the dozens of chunks a page loads); they keep nosniff,
 * the resource policy and HSTS.
 */
function immutableAssets(reply: { header(name: string, value: string): unknown; removeHeader(name: string): unknown }, path: string): void {
  const asset = path.includes('/assets/');
  reply.header('cache-control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (asset) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
}
