import { formatDuration, toIsoDate } from '@dme/contract';

/** Today's calendar date ('YYYY-MM-DD') on the company's wall clock (the user's zone), else the browser's. */
export function today(timeZone?: string, now: Date = new Date()): string {
  if (!timeZone) return toIsoDate(now);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Tomorrow's calendar date: routes are planned the day before (late in the evening it is still the company's today). */
export function tomorrow(timeZone?: string, now: Date = new Date()): string {
  const d = new Date(`${today(timeZone, now)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const METRES_PER_MILE = 1609.344;
/** Planned distance in miles with kilometres beside (US drivers read miles; the server keeps metres). */
export const formatDistance = (metres: number) => `${(metres / METRES_PER_MILE).toFixed(1)} mi (${(metres / 1000).toFixed(1)} km)`;
export const formatSeconds = (seconds: number) => formatDuration(seconds, 'seconds');

/** A wall-clock time in the company's zone: '9:30 AM'. */
export function formatClock(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(date);
}

/** An agreed window: '9:00 AM–11:00 AM', or 'Any time' without one. */
export function formatWindow(slot: { starts_at: string; ends_at: string } | null, timeZone?: string): string {
  if (!slot) return 'Any time';
  return `${formatClock(slot.starts_at, timeZone)}–${formatClock(slot.ends_at, timeZone)}`;
}

/** Lateness summed over the stops: '' when on time, else '25 min late'. */
export const lateText = (seconds: number) => (seconds > 0 ? `${Math.max(1, Math.round(seconds / 60))} min late` : '');
