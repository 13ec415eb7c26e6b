#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app and the server when stale, then runs the compiled
// server (apps/server/dist/main.js) on PORT (8080). tsx is for development only (`npm run dev:server`).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt, root, SERVER_NODE_FLAGS } from './lib.mjs';

ensureInstalled();
ensureWebBuilt();
ensureServerBuilt();
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps', 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
