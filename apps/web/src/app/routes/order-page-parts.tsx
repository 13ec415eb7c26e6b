import { can } from '@dme/contract';
import { useCurrentUser } from '../../features/auth';
import { useChosenLocationId } from '../../features/location';

// What the order pages share, kept apart from them: each page is its own module, so a route's chunk holds only its
// own page (the orders list no longer loads the create form and the order screen with it). Their frame is PageFrame.

/** Agents never create orders; others need `order create` at today's location. */
export function useMayCreateOrders(): boolean {
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  return user !== null && !user.staff_roles.includes('agent') && can(user, 'order create', locationId);
}
