import { useEffect } from 'react';
import { useSession, session } from '../../lib/session';
import { checkLocation, remindToChooseLocation } from './location-check';

/**
 * Today's chosen location id, or null. A choice of an earlier day is dropped when the store loads and when
 * `useLocationExpiry`'s timer fires at the day start, so the stored value can be trusted here.
 */
export function useChosenLocationId(): number | null {
  return useSession().location?.id ?? null;
}

interface StaffLike {
  is_staff: boolean;
}

/** Layout reminder: staff without a chosen location are told once when the layout mounts (3 s). */
export function useLocationReminder(user: StaffLike | null): void {
  const needsReminder = user?.is_staff === true;
  useEffect(() => {
    if (needsReminder && session.locationId() === null) remindToChooseLocation();
  }, [needsReminder]);
}

/** At the next local day start the choice lapses: it is dropped and the location check warns (10 s). */
export function useLocationExpiry(user: StaffLike | null): void {
  const { location } = useSession();
  const expiresAt = user?.is_staff ? (location?.expiresAt ?? null) : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = window.setTimeout(() => checkLocation(), Math.max(0, expiresAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);
}
