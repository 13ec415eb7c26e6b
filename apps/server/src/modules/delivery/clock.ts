/**
 * The company's clock is its owner's time zone (shifts and windows are wall-clock times there); its calendar day
 * comes from the server's one helper, under the names this module's callers know.
 */
export {
  accountTimeZone as companyTimeZone,
  dayIn as todayIn,
  DEFAULT_TIME_ZONE,
} from '../../lib/calendar-day';

/** How far `zone` is ahead of UTC at `at`, in milliseconds. */
function offsetMs(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at / 1000) * 1000;
}

/** The instant of a wall-clock `HH:MM` on `date` (YYYY-MM-DD) in `zone` (daylight saving included). */
export function zonedInstant(date: string, hhmm: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, h, min);
  const first = guess - offsetMs(guess, zone);
  // Near a daylight-saving change the offset at the guess and at the answer differ: one more step settles it.
  return new Date(guess - offsetMs(first, zone));
}

export const secondsOfDay = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 3600 + m * 60;
};
