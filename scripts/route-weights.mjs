#!/usr/bin/env node
// What each screen's route loads beyond the signed-in app (the entry and the default layout), compressed, and whether
// it loads zod, with the chain of static imports that brings it in: the way to find which shared module gave a list
// a form's schemas. Static imports only: a tab or form loaded on first use (lib/lazy-component.ts) is not counted.
// Reads the last web build (`npm run build -w apps/web`).
//   node scripts/route-weights.mjs          every route, heaviest first
//   node scripts/route-weights.mjs --zod    only the routes that load zod, each with its chain
import { APP_ROOTS, brotliSize, carriesZod, readManifest, routeEntries, staticFilesOf, zodChain } from './web-manifest.mjs';

const manifest = readManifest();
const app = staticFilesOf(manifest, APP_ROOTS);
const appHasZod = [...app].some(carriesZod);

const routes = routeEntries(manifest)
  .map(({ key, route }) => {
    const beyond = [...staticFilesOf(manifest, [key])].filter((f) => f.endsWith('.js') && !app.has(f));
    const kb = beyond.reduce((sum, f) => sum + brotliSize(f), 0) / 1024;
    const chain = appHasZod ? undefined : zodChain(manifest, key);
    return { route, kb, chain };
  })
  .sort((a, b) => b.kb - a.kb);

const onlyZod = process.argv.includes('--zod');
const shown = onlyZod ? routes.filter((r) => r.chain) : routes;
if (appHasZod) console.log('The app itself (entry and default layout) loads zod: every route does.');
for (const r of shown) {
  console.log(`${r.kb.toFixed(1).padStart(6)} KB  ${r.chain ? 'zod ' : '    '} ${r.route}`);
  if (onlyZod && r.chain) console.log(`         via ${r.chain.slice(1).join(' → ')}`);
}
const withZod = routes.filter((r) => r.chain).length;
console.log(
  `\n${routes.length} routes; ${withZod} load zod (KB: brotli, beyond the app's ${[...app].filter((f) => f.endsWith('.js')).length} files).`,
);
