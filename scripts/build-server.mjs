#!/usr/bin/env node
// Builds the server once into apps/server/dist/main.js (ESM, Node 20), like the web app: production runs compiled
// JavaScript and tsx stays a development tool. The workspace's own TypeScript (server, contract) is bundled; npm
// packages stay external and load from node_modules. Migrations and reference data are read from apps/server at
// run time (see src/paths.ts), so they are not copied.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const server = join(root, 'apps', 'server');
const manifest = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => !name.startsWith('@dme/'));

const started = Date.now();
await build({
  // The routing solver's worker thread is a second entry: dist/vrp-worker.js beside dist/main.js (see
  // src/modules/routing/solver/run-in-worker.ts).
  entryPoints: { main: join(server, 'src', 'main.ts'), 'vrp-worker': join(server, 'src', 'modules', 'routing', 'solver', 'worker.ts') },
  outdir: join(server, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Subpath imports (drizzle-orm/pg-core, @electric-sql/pglite/...) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
  // Bundled CommonJS helpers may call require(): give the ESM bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
console.log(`server built into apps/server/dist/main.js (and vrp-worker.js) in ${Date.now() - started} ms`);
