// Helpers shared by the start and test scripts. Node built-ins only: they run before dependencies exist.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node's flags for the compiled server (`npm start`, the benchmarks). A list request allocates about 40 KB (the page's
 * rows as text, the answer, the protocol buffers): with V8's default 16 MB young generation, a server at 1,500 req/s
 * scavenges several times a second and promotes live requests' objects into the old generation, whose collections
 * then show as the tail of the latency. 64 MB semi-spaces cut the server's CPU per list request by about a fifth and
 * its p99 at 50 connections by a quarter (bench/lists.ts); the cost is up to 192 MB more reserved memory.
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=64'];

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  return res.status ?? 1;
}

export function mustRun(cmd, args, opts = {}) {
  const status = run(cmd, args, opts);
  if (status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** Installs dependencies from the lockfile when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Newest modification time of the files under some paths. */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const f of readdirSync(p)) walk(join(p, f));
    else newest = Math.max(newest, s.mtimeMs);
  };
  for (const p of paths) walk(join(root, p));
  return newest;
}

/** Builds the web app when its build is missing or older than its sources (or the contract's). */
export function ensureWebBuilt() {
  const built = join(root, 'apps', 'web', 'dist', 'index.html');
  const sources = newestMtime(['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/contract/src']);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('Building the web app...');
  mustRun('npm', ['run', 'build', '-w', 'apps/web']);
}

/** Builds the server into apps/server/dist when the bundle is missing or older than its sources (or the contract's). */
export function ensureServerBuilt() {
  const built = join(root, 'apps', 'server', 'dist', 'main.js');
  const sources = newestMtime(['apps/server/src', 'apps/server/package.json', 'packages/contract/src', 'scripts/build-server.mjs']);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('Building the server...');
  mustRun('node', [join(root, 'scripts', 'build-server.mjs')]);
}
