import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { allEndpoints, MEDIA_MAX_BYTES, MEDIA_MAX_FILES, type EndpointDeclaration } from '@dme/contract';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { AppContext, RealtimeApi } from './app-context';
import type { Implementation } from './http/define';
import { installErrorHandler } from './http/errors';
import { safeError } from './lib/safe-error';
import { registerEndpoints } from './http/register';
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

const API_PREFIXES = ['/api/', '/broadcasting/', '/app/'];

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
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https://applications.zoom.us'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // pusher-js posts channel authorisation as a form, not JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  installErrorHandler(app);
  // Uploads (media): streamed per part; the media module sniffs and stores them.
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: MEDIA_MAX_FILES } });

  const realtime = opts.realtime ?? createRealtime({ key: config.pusherKey, secret: config.appSecret, redisUrl: config.redisUrl, logger: app.log });
  const ctx: AppContext = { config, database, db: database.db, realtime, log: app.log };
  await realtime.register(app);
  registerEndpoints(app, ctx, opts.endpoints ?? allEndpoints, opts.implementations ?? allImplementations);

  const spa = Boolean(config.webDist && existsSync(join(config.webDist, 'index.html')));
  if (spa) {
    // The build writes brotli and gzip beside every text asset (apps/web/build/contract-for-web.ts, precompress):
    // they are sent as they are to a browser that accepts them, so the server never compresses per request.
    await app.register(fastifyStatic, { root: config.webDist!, wildcard: false, index: false, cacheControl: false, preCompressed: true, setHeaders: immutableAssets });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    // History-API fallback: any other GET outside the API answers the app's index.html.
    if (spa && req.method === 'GET' && !API_PREFIXES.some((p) => path.startsWith(p))) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
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
