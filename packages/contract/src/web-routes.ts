import { buildPath } from './endpoint';
import { webRouteTable } from './web-routes.data';
import type { WebRouteDeclaration } from './web-route-types';

export * from './web-route-types';
export { webRouteTable };

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
