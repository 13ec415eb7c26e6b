import { DELIVERY_METHOD_LABELS, formatDate, formatDateTime, type DeliveryMethod } from '@dme/contract';

export const methodLabel = (method: string) => (DELIVERY_METHOD_LABELS as Record<string, string>)[method] ?? method;
export const METHOD_OPTIONS = (Object.entries(DELIVERY_METHOD_LABELS) as [DeliveryMethod, string][]).map(([value, label]) => ({
  value,
  label,
}));

const time = (instant: string) => formatDateTime(instant).slice(11);

/** A delivery window in the browser's zone: `03/07/2026 09:00 AM – 11:00 AM` (the end's date when it differs). */
export function formatWindow(window: { starts_at: string; ends_at: string } | null | undefined): string {
  if (!window) return '';
  const sameDay = formatDate(window.starts_at) === formatDate(window.ends_at);
  return `${formatDateTime(window.starts_at)} – ${sameDay ? time(window.ends_at) : formatDateTime(window.ends_at)}`;
}

/**
 * A date (`mm/dd/yyyy`, the date mask's text) and a time (`HH:MM`) read in the browser's zone, as the instant the
 * API takes (`toISOString`). Null when either is not a real value.
 */
export function localInstant(usDate: string, hhmm: string): string | null {
  const day = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(usDate);
  const clock = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!day || !clock) return null;
  const [month, date, year, hours, minutes] = [day[1], day[2], day[3], clock[1], clock[2]].map(Number) as number[];
  const at = new Date(year!, month! - 1, date, hours, minutes);
  if (at.getMonth() !== month! - 1 || at.getDate() !== date || hours! > 23 || minutes! > 59) return null;
  return at.toISOString();
}
