import { can } from '@dme/contract';
import { useCurrentUser } from '../../auth';
import { useChosenLocationId } from '../../location';

/** Adding and changing prescribers is part of taking orders: staff need `order create` at today's location. */
export const DOCTOR_WRITE_PERMISSION = 'order create';

export function useDoctorWriter(): boolean {
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  return user !== null && can(user, DOCTOR_WRITE_PERMISSION, locationId);
}
