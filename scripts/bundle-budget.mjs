#!/usr/bin/env node
// The login route's JavaScript budget (issue 8): sums what a cold load of /auth/login fetches — the standalone
// sign-in page (apps/web/login.html, src/sign-in: React and Mantine's inputs, without the app's router, query cache,
// route table or toasts) and everything it imports statically — compressed with brotli as the server sends it (the
// build's precomputed .br files), prints it, and fails over the budget. History: 312 KB when the whole app loaded
// there, 168 KB after trimming the app, 98 KB as a page of its own.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { root } from './lib.mjs';

/** Fails above this (KB, brotli): issue 8's budget for the sign-in page. */
const BUDGET_KB = 120;
const dist = join(root, 'apps', 'web', 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No web build: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** What a cold load of /auth/login gets (apps/server/src/app.ts answers login.html there). */
const ROOTS = ['login.html'];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
for (const key of ROOTS) {
  if (!manifest[key]) {
    console.error(`bundle budget: ${key} is not in the build manifest (renamed? update ROOTS in scripts/bundle-budget.mjs)`);
    process.exit(1);
  }
  visit(key);
}

const brotliSize = (file) => {
  const path = join(dist, file);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  return brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
};
const js = [...files].filter((f) => f.endsWith('.js'));
const sizes = js.map((f) => [f, brotliSize(f), readFileSync(join(dist, f)).length]).sort((a, b) => b[1] - a[1]);
const total = sizes.reduce((sum, [, br]) => sum + br, 0);
const raw = sizes.reduce((sum, [, , r]) => sum + r, 0);
if (process.argv.includes('--verbose')) for (const [f, br, r] of sizes) console.log(`  ${(br / 1024).toFixed(1).padStart(6)} KB  (${(r / 1024).toFixed(0)} KB raw)  ${f}`);
const kb = total / 1024;
console.log(
  `login route JavaScript: ${kb.toFixed(1)} KB brotli in ${js.length} files (${(raw / 1024).toFixed(0)} KB uncompressed); budget ${BUDGET_KB} KB`,
);
if (kb > BUDGET_KB) {
  console.error(`The login route's JavaScript is over its budget by ${(kb - BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
