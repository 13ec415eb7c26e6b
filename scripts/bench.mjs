#!/usr/bin/env node
// `npm run bench`: performance figures that are not tests (no pass/fail). Each bench/*.ts file runs in its own
// process through tsx and prints plain lines. Run on an idle machine: figures scale with free CPU.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureServerBuilt, root, run } from './lib.mjs';

const only = process.argv[2];
const files = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.ts') && (!only || f.includes(only)))
  .sort();
// The lists, stock and shipping benchmarks start the compiled server (as `npm start` runs it): build it when stale.
ensureServerBuilt();
let failed = 0;
for (const file of files) {
  console.log(`\n=== bench/${file} ===`);
  if (run('npx', ['tsx', join('bench', file)]) !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
