import type { RouteObject } from 'react-router';
import { LAYOUTS, toColonPath, webRouteTable, type WebRouteDeclaration } from '@dme/contract';
import { PageLoader } from '../../components/page-loader';
import { createGuardLoader, effectiveGuards, missingGuards, type GuardDeps } from '../guards/guards';
import { isImplementedRoute, type ImplementedRouteName } from '../implemented-routes';
import { layoutModules } from '../layouts/lazy';
import { pageModules } from '../routes';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

export type RouterDeps = GuardDeps;

type ImplementedDeclaration = WebRouteDeclaration & { name: ImplementedRouteName };

/** The contract's declarations of the screens this app implements, in table order. */
export function implementedDeclarations(): ImplementedDeclaration[] {
  return webRouteTable.filter((route): route is (typeof webRouteTable)[number] & ImplementedDeclaration => isImplementedRoute(route.name));
}

function screenRoute(route: ImplementedDeclaration, deps: RouterDeps): RouteObject {
  const guards = effectiveGuards(route);
  const missing = missingGuards(guards);
  // Mounting a screen whose access rule is not enforced would silently expose it.
  if (missing.length > 0) throw new Error(`Route ${route.name} needs unimplemented guards: ${missing.join(', ')}`);
  const handle: RouteHandle = { route };
  return {
    id: route.name,
    path: toColonPath(route.path),
    handle,
    loader: guards.length > 0 ? createGuardLoader(route, deps) : undefined,
    lazy: async () => ({ Component: (await pageModules[route.name]()).default }),
  };
}

/** Route objects for a data router: root -> one pathless route per layout -> the screens of that layout. */
export function buildAppRoutes(deps: RouterDeps): RouteObject[] {
  const screens = implementedDeclarations();
  const layoutRoutes = LAYOUTS.flatMap((layout): RouteObject[] => {
    const children = screens.filter((route) => route.layout === layout);
    if (children.length === 0) return [];
    const load = layoutModules[layout];
    if (!load) throw new Error(`Layout "${layout}" is used by ${children[0]?.name} but not implemented`);
    return [{ id: `layout:${layout}`, lazy: async () => ({ Component: await load() }), children: children.map((route) => screenRoute(route, deps)) }];
  });
  return [{ id: 'root', Component: RootRoute, ErrorBoundary: RouteError, HydrateFallback: PageLoader, children: layoutRoutes }];
}
