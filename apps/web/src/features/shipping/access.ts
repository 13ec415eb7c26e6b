import { can, shippingPermission } from '@dme/contract';
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

/** `shipping edit {status}`: may change a suborder in this status (slots, OTC, AOB, moves from it). */
export const mayEditShipping = (allowed: (key: string) => boolean, status: string) => allowed(shippingPermission('edit', status));
