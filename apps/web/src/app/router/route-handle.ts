import type { UIMatch } from 'react-router';
import type { WebRouteDeclaration } from '@dme/contract';

/** `handle` of every screen route: its contract declaration (title, layout, guards ...). */
export interface RouteHandle {
  route: WebRouteDeclaration;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The declaration of the deepest matched screen. */
export function matchedDeclaration(matches: readonly UIMatch[]): WebRouteDeclaration | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
