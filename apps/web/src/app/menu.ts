import type { WebRouteName } from '@dme/contract';
import { visibleMenu, type MenuUser, type VisibleMenu } from '../features/shell';
import { isImplementedRoute } from './implemented-routes';

export interface AppMenuOptions {
  locationId: number | null;
  /** Default true: entries of screens not built yet stay hidden. */
  onlyImplemented?: boolean;
}

/** The menu the layouts show: the spec's rules filtered by the screens this app implements. */
export function appMenu(user: MenuUser, { locationId, onlyImplemented = true }: AppMenuOptions): VisibleMenu {
  return visibleMenu(user, {
    locationId,
    implemented: onlyImplemented ? (route: WebRouteName) => isImplementedRoute(route) : undefined,
  });
}
