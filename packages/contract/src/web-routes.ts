import { buildPath } from './endpoint';
import { webRouteTable as specRouteTable } from './web-routes.data';
import { webRouteExtensions } from './web-route-extensions';
import type { WebRouteDeclaration } from './web-route-types';

export * from './web-route-types';
export { WEB_ROUTE_EXTENSIONS } from './web-route-extensions';

/** Every screen: the spec's catalogue, then the listed extensions. */
export const webRouteTable = [...specRouteTable, ...webRouteExtensions] as const;

export type WebRouteName = (typeof webRouteTable)[number]['name'];

const byName = new Map<string, WebRouteDeclaration>(webRouteTable.map((r) => [r.name, r]));

export function webRoute(name: WebRouteName): WebRouteDeclaration {
  const r = byName.get(name);
  if (!r) throw new Error(`Unknown web route ${name}`);
  return r;
}

/** URL of a screen by its name; optional params left out drop their segment (`/doctor/orders/{status?}`). */
export function href(name: WebRouteName, params: Record<string, string | number> = {}): string {
  const path = webRoute(name).path.replace(/\/\{(\w+)\?\}/g, (seg, p: string) => (params[p] === undefined ? '' : seg.replace('?', '')));
  return buildPath(path, params) || '/';
}
