import { formatDuration, toIsoDate } from '@dme/contract';

/** Tomorrow's calendar date ('YYYY-MM-DD'): routes are planned the day before. */
export const tomorrow = (now: Date = new Date()) => toIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));

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
