import { useCurrentUser } from '../../auth';

/** The signed-in user's time zone: ETAs and windows read as the company's wall clock, not the browser's. */
export function useTimeZone(): string | undefined {
  return useCurrentUser().user?.time_zone || undefined;
}
