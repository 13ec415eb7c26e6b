import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's own folder (apps/server), found by walking up from this module to its package.json. The
 * same code runs from `src/` under tsx and bundled into `dist/main.js` in production, so files shipped beside the
 * code (migrations, reference data) are located from the package root, not from the module's depth.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@dme/server') return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('apps/server/package.json not found above the server code');
    dir = up;
  }
}

export const SERVER_ROOT = findServerRoot();
