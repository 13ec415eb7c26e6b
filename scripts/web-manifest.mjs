// The web build's manifest (apps/web/dist/.vite/manifest.json), read by the bundle budget and the route report:
// what a cold load of some manifest keys fetches, their compressed sizes, and which chunks carry zod.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { root } from './lib.mjs';

export const dist = join(root, 'apps', 'web', 'dist');

/** The manifest, or an exit with a message when there is no build. */
export function readManifest() {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    console.error('No web build: run `npm run build` first.');
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A file's size as the server sends it: the build's precomputed .br, else compressed here at the same quality. */
export function brotliSize(file) {
  const path = join(dist, file);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  return brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The files a cold load of these manifest keys fetches: each key's chunk and every chunk it imports statically. */
export function staticFilesOf(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * zod validates forms; a list has none until its "New" button is used. A list that loads zod got a form's schema
 * through a module it shares with one: a contract module is split in the build (apps/web/build/contract-split.ts),
 * a web module is not (load the form lazily, or give the page a module of its own). zod's own objects carry `_zod`.
 */
const ZOD_MARK = '_zod';
const zodCache = new Map();
export function carriesZod(file) {
  if (!zodCache.has(file)) zodCache.set(file, file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(ZOD_MARK));
  return zodCache.get(file);
}

/**
 * The shortest chain of static imports from `key` to a chunk that carries zod, as manifest keys (a module's source
 * path, or the chunk's name for a shared chunk), or undefined when there is none.
 */
export function zodChain(manifest, key) {
  const previous = new Map([[key, undefined]]);
  const queue = [key];
  while (queue.length) {
    const at = queue.shift();
    const chunk = manifest[at];
    if (!chunk) continue;
    if (carriesZod(chunk.file)) {
      const chain = [];
      for (let k = at; k !== undefined; k = previous.get(k)) chain.unshift(k);
      return chain;
    }
    for (const dep of chunk.imports ?? []) {
      if (previous.has(dep)) continue;
      previous.set(dep, at);
      queue.push(dep);
    }
  }
  return undefined;
}

/** The signed-in app a route is loaded into: the entry and the default layout. */
export const APP_ROOTS = ['index.html', 'src/app/layouts/default-layout.tsx'];

/** Every screen's route chunk: its manifest key and its name ("supplier/orders-list"). */
export const routeEntries = (manifest) =>
  Object.keys(manifest)
    .filter((key) => key.startsWith('src/app/routes/') && manifest[key].isDynamicEntry)
    .map((key) => ({ key, route: key.replace('src/app/routes/', '').replace(/\.tsx?$/, '') }));
