import { notify } from '../../lib/notify';
import { session } from '../../lib/session';

/** Foundation §8 "Location missing". */
export const LOCATION_ATTENTION_TITLE = 'Attention!';
export const LOCATION_ATTENTION_MESSAGE = 'You need to choose your current location';
/** How long the warning stays: 10 s from the location check, 3 s from the layout. */
export const LOCATION_CHECK_WARNING_MS = 10_000;
export const LAYOUT_LOCATION_WARNING_MS = 3000;

const warn = (autoClose: number) =>
  notify.warning(LOCATION_ATTENTION_MESSAGE, { title: LOCATION_ATTENTION_TITLE, autoClose, id: 'location-attention' });

/**
 * The location check: true when today's location is chosen; otherwise warns for 10 s. Call it before an action
 * that needs a location (it also runs when the day's choice lapses at midnight, see `useLocationExpiry`).
 */
export function checkLocation(): boolean {
  if (session.locationId() !== null) return true;
  warn(LOCATION_CHECK_WARNING_MS);
  return false;
}

/** The layout's reminder (3 s) for staff who have not chosen a location yet. */
export function remindToChooseLocation(): void {
  warn(LAYOUT_LOCATION_WARNING_MS);
}
