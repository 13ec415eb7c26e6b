import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

/** Every setting the server reads from the environment; README "Configuration" lists the same names. */
export interface AppConfig {
  port: number;
  host: string;
  /** Folder for the embedded database, uploaded files and the generated secret. */
  dataDir: string;
  /** PostgreSQL connection string; unset means the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | undefined;
  /**
   * Connections this instance keeps to PostgreSQL. PostgreSQL runs one process per connection: more busy connections
   * than its cores only queue inside the database (and switch between processes), so a few per core do best.
   */
  databasePoolSize: number;
  /** Redis connection string; set it to fan realtime events out across several server instances. */
  redisUrl: string | undefined;
  /** Secret for HMAC signatures (realtime channel authorisation, signed links). Shared by all instances. */
  appSecret: string;
  pusherKey: string;
  /** Seed demo data when the database is empty. */
  seedDemo: boolean;
  /** Folder with the built web app; served with history-API fallback. */
  webDist: string | undefined;
  /** Absolute origin used in mailed links. */
  publicUrl: string;
  logLevel: string;
  /** S3-compatible object storage for uploaded and generated files; unset means files under `dataDir/files`. */
  s3: S3Config | undefined;
  /** SMTP server the mail relay sends through (`smtp://user:pass@host:587`, `smtps://...`); unset: local mailbox. */
  smtpUrl: string | undefined;
  /** Sender of every mail. */
  mailFrom: string;
  /** Run the job runner (mail relay, expiry) in this process. */
  jobs: boolean;
  /** How long a resolved caller is kept (src/http/actor-cache.ts); 0 resolves every request from the database. */
  callerCacheSeconds: number;
  /** The local clearinghouse folders: `{dir}/{company id}/outbox` (837, 270 written) and `/inbox` (835, 277CA, 999, 271 read). */
  clearinghouseDir: string;
  /** Claim.MD's service address (tests point it at an in-process fake). */
  claimMdUrl: string;
  /** How often the job runner polls each company's clearinghouse (cron, UTC). */
  clearinghousePollCron: string;
  /** Days before a refillable item is due again that the resupply job asks the patient to confirm it. */
  resupplyLeadDays: number;
}

export interface S3Config {
  bucket: string;
  /** Origin of an S3-compatible service (MinIO, R2...), addressed path-style; unset means AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function s3From(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY;
  // Refuse to start half-configured rather than fall back to the disk and lose files on the next deploy.
  if (!accessKeyId || !secretAccessKey) throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required too.');
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, '') || undefined,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** node-postgres's own default pool size, kept as the default. */
const DEFAULT_POOL_SIZE = 10;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveInteger('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE),
    redisUrl: env.REDIS_URL || undefined,
    appSecret: env.APP_SECRET || readOrCreateSecret(dataDir),
    pusherKey: env.PUSHER_APP_KEY || 'dme-portal',
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL ?? 'info',
    s3: s3From(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'DME Portal <no-reply@localhost>',
    jobs: (env.JOBS ?? 'true') !== 'false',
    callerCacheSeconds: nonNegative(env.CALLER_CACHE_SECONDS, 60),
    clearinghouseDir: resolve(env.CLEARINGHOUSE_DIR ?? join(dataDir, 'clearinghouse')),
    claimMdUrl: (env.CLAIM_MD_URL || 'https://svc.claim.md/services').replace(/\/+$/, ''),
    clearinghousePollCron: env.CLEARINGHOUSE_POLL_CRON || '*/5 * * * *',
    resupplyLeadDays: Math.floor(nonNegative(env.RESUPPLY_LEAD_DAYS, 10)),
  };
}

function nonNegative(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Expected a number of seconds (0 or more), got "${raw}".`);
  return n;
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name}: expected a whole number of 1 or more, got "${raw}".`);
  return n;
}
