#!/usr/bin/env node
// `npm run test:e2e`: the browser specs alone (installs Debian Chromium when missing, builds the web app when stale).
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt, run } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';

ensureInstalled();
ensureWebBuilt();
ensureServerBuilt();
if (!ensureChromium()) process.exit(1);
process.exit(run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]));
