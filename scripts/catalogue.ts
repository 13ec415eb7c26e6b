// `npm run -s catalogue`: what the contract declares, as JSON, for ../shared/tools/catalogue-coverage.mjs.
// A screen is implemented when the web app mounts a real page for it (apps/web/src/app/implemented-routes.ts).
import { allEndpoints, webRouteTable } from '@dme/contract';
import { implementedRouteNames } from '../apps/web/src/app/implemented-routes';

const implemented = new Set<string>(implementedRouteNames);
const catalogue = {
  screens: webRouteTable.map((r) => ({ path: r.path, name: r.name, implemented: implemented.has(r.name) })),
  endpoints: allEndpoints.map((e) => ({ method: e.method, path: e.path })),
};
process.stdout.write(JSON.stringify(catalogue, null, 2) + '\n');
