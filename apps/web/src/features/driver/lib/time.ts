import { formatDate } from '@dme/contract';

const time = (value: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(value));

/** "03/07/2026 9:00 AM – 11:00 AM" (the end's day too when it differs), in the driver's time zone. */
export function formatWindow(slot: { starts_at: string; ends_at: string } | null, timeZone?: string): string {
  if (!slot) return 'No agreed window';
  const startDay = formatDate(slot.starts_at, { timeZone });
  const endDay = formatDate(slot.ends_at, { timeZone });
  const end = endDay === startDay ? time(slot.ends_at, timeZone) : `${endDay} ${time(slot.ends_at, timeZone)}`;
  return `${startDay} ${time(slot.starts_at, timeZone)} – ${end}`;
}

/** "9:40 AM" for an estimated arrival. */
export const formatClock = (value: string | null, timeZone?: string) => (value ? time(value, timeZone) : '');
