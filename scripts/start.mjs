#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app when stale, then runs the server on PORT (8080).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, ensureWebBuilt, root } from './lib.mjs';

ensureInstalled();
ensureWebBuilt();
const server = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'apps', 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
