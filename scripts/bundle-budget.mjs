#!/usr/bin/env node
// JavaScript budgets (issue 8): sums what a cold load of a route fetches, compressed with brotli as the server sends it
// (the build's precomputed .br files), prints it, and fails over the budget. The login route gets the standalone
// sign-in page (apps/web/login.html, src/sign-in: React and Mantine's inputs, without the app's router, query cache,
// route table or toasts); history: 312 KB when the whole app loaded there, 168 KB after trimming the app, 98 KB as a
// page of its own. The supplier's orders list (app, layout, route): 286 KB once the global search stopped importing
// every call declaration (that one import had added some 35 chunks and the contract's schemas to every screen), 258 KB
// once the contract's modules were split from their zod parts in the build; the patients list 291 KB, then 253 KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOTS, brotliSize, carriesZod, dist, readManifest, routeEntries, staticFilesOf, zodChain } from './web-manifest.mjs';

const manifest = readManifest();

/**
 * What a cold load fetches, by the build manifest's keys and everything they import statically. The login route
 * (issue 8's budget: apps/server/src/app.ts answers login.html there), and the screen staff open most, the supplier's
 * orders list signed in: the app, its layout and the route's chunk. The second budget is today's size with some room;
 * it caught nothing yet, and is there so that one import (the whole contract's call list, once) cannot quietly add
 * 35 chunks and the contract's schemas to every signed-in screen.
 */
const ROUTES = [
  { name: 'login route', roots: ['login.html'], budgetKb: 120 },
  {
    name: "supplier's orders list",
    roots: [...APP_ROOTS, 'src/app/routes/supplier/orders-list.tsx'],
    budgetKb: 330,
  },
  {
    name: "supplier's patients list",
    roots: [...APP_ROOTS, 'src/app/routes/supplier/patients-list.tsx'],
    budgetKb: 300,
  },
  // The stock lists: each page is a module of its own, apart from the screens with forms (97 KB beyond the app each,
  // with zod, when they shared a module with those; 27-29 KB since).
  ...[
    ['inventory', 'stock-inventory-list'],
    ['stock logs', 'stock-logs'],
    ['distributors', 'stock-distributors-list'],
    ['distribution orders', 'stock-distribution-orders-list'],
  ].map(([name, route]) => ({
    name: `supplier's ${name} list`,
    roots: [...APP_ROOTS, `src/app/routes/supplier/${route}.tsx`],
    budgetKb: 300,
  })),
];

/**
 * The screens that open on a form, the only routes that may load zod with their first view (the sign-in, invitation
 * and signing steps, an order's editable tabs, the new order, claim and insurance screens, the stock editor, the
 * employee tracking list's clock). Any other route loading zod got a form's schema through a module it shares with one
 * (`node scripts/route-weights.mjs --zod` shows the chain): load that form on first use (lib/lazy-component.ts), or
 * add the route here when it does open on a form. 185 of 216 routes loaded zod once, 36 since.
 */
const FORM_ROUTES = new Set([
  'auth/hello',
  'auth/reset-password',
  'invite/npi-check',
  'invite/step-1',
  'invite/step-2',
  'public/refill-confirm',
  'public/sign-hipaa',
  'public/sign-measurement-chart',
  'public/sign-satisfaction',
  'patient/insurance-new',
  'patient/request-show',
  ...['order-address-contacts', 'order-create', 'order-documents', 'order-general', 'order-insurance', 'order-status'].flatMap((r) => [
    `doctor/${r}`,
    `supplier/${r}`,
  ]),
  'doctor/catalog-items-add',
  'doctor/catalog-preset',
  'doctor/profile-locations',
  'supplier/billing-claims-new',
  'supplier/billing-claims-show',
  'supplier/employees-tracking-list',
  'supplier/order-items',
  'supplier/patient-info',
  'supplier/profile-departments',
  'supplier/profile-docs',
  'supplier/shipping-manage-drivers-show',
  'supplier/stock-editor',
  'supplier/stock-inventory-show',
]);

let over = false;
// The signed-in app itself (entry and default layout) must not load zod: every screen would, the lists included.
const appWithZod = [...staticFilesOf(manifest, APP_ROOTS)].filter(carriesZod);
if (appWithZod.length) {
  console.error(
    `The app itself loads zod (${appWithZod.join(', ')}), so every screen does: see the note above ZOD_MARK in scripts/web-manifest.mjs.`,
  );
  over = true;
}
const routes = routeEntries(manifest).map((r) => ({ ...r, zod: zodChain(manifest, r.key) }));
const withZod = routes.filter((r) => r.zod);
console.log(`routes loading zod: ${withZod.length} of ${routes.length} (FORM_ROUTES allows the screens that open on a form)`);
for (const { route, zod } of withZod.filter((r) => !FORM_ROUTES.has(r.route))) {
  console.error(`The route ${route} loads zod (via ${zod.slice(1).join(' → ')}): see FORM_ROUTES in scripts/bundle-budget.mjs.`);
  over = true;
}
for (const name of FORM_ROUTES) {
  if (!routes.some((r) => r.route === name)) {
    console.error(`bundle budget: FORM_ROUTES names ${name}, which is not a route of the build (renamed?).`);
    over = true;
  }
}

for (const route of ROUTES) {
  const missing = route.roots.find((key) => !manifest[key]);
  if (missing) {
    console.error(`bundle budget: ${missing} is not in the build manifest (renamed? update ROUTES in scripts/bundle-budget.mjs)`);
    process.exit(1);
  }
  const files = staticFilesOf(manifest, route.roots);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const sizes = js.map((f) => [f, brotliSize(f), readFileSync(join(dist, f)).length]).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, br]) => sum + br, 0);
  const raw = sizes.reduce((sum, [, , r]) => sum + r, 0);
  if (process.argv.includes('--verbose'))
    for (const [f, br, r] of sizes) console.log(`  ${(br / 1024).toFixed(1).padStart(6)} KB  (${(r / 1024).toFixed(0)} KB raw)  ${f}`);
  const kb = total / 1024;
  console.log(
    `${route.name} JavaScript: ${kb.toFixed(1)} KB brotli in ${js.length} files (${(raw / 1024).toFixed(0)} KB uncompressed); budget ${route.budgetKb} KB`,
  );
  if (kb > route.budgetKb) {
    console.error(`The ${route.name}'s JavaScript is over its budget by ${(kb - route.budgetKb).toFixed(1)} KB.`);
    over = true;
  }
}
if (over) process.exit(1);
