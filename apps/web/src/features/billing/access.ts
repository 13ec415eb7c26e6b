import { can, webRoute, type WebRouteName } from '@dme/contract';
import { useCurrentUser } from '../auth';
import { useChosenLocationId } from '../location';

/**
 * Whether the signed-in user holds a permission at the chosen location (owners hold every one). Used only to hide
 * what the server would refuse; while the user loads, nothing is offered.
 */
export function usePermission(): (key: string) => boolean {
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  return (key) => user !== null && can(user, key, locationId);
}

/** The permissions a screen's guards ask for (`permission:billing claim view`), from the contract's route table. */
export const routePermissions = (name: WebRouteName) =>
  webRoute(name)
    .guards.filter((g) => g.startsWith('permission:'))
    .map((g) => g.slice('permission:'.length));

/** Whether the user may open a screen, as far as its permission guards go (links to it are hidden otherwise). */
export function useMayOpen(): (name: WebRouteName) => boolean {
  const allowed = usePermission();
  return (name) => routePermissions(name).every(allowed);
}
