import { toIsoDate } from './date';

/**
 * Preset report periods (foundation §9) for a given "today". Each is an inclusive range of calendar dates
 * ('YYYY-MM-DD'). Current and previous periods are whole calendar periods (a current month is the 1st to its
 * last day, even if that is in the future); weeks start on Monday; quarters start in January, April, July and
 * October; half years in January and July. "Last N days" ends today and includes it (N days in all).
 */
export const REPORT_PERIOD_KEYS = [
  'current_week',
  'current_month',
  'current_quarter',
  'current_half_year',
  'previous_week',
  'previous_month',
  'previous_quarter',
  'previous_half_year',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'last_180_days',
] as const;

export type ReportPeriodKey = (typeof REPORT_PERIOD_KEYS)[number];

export const REPORT_PERIOD_LABELS: Readonly<Record<ReportPeriodKey, string>> = {
  current_week: 'Current week',
  current_month: 'Current month',
  current_quarter: 'Current quarter',
  current_half_year: 'Current half a year',
  previous_week: 'Previous week',
  previous_month: 'Previous month',
  previous_quarter: 'Previous quarter',
  previous_half_year: 'Previous half a year',
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
  last_90_days: 'Last 90 days',
  last_180_days: 'Last 180 days',
};

export interface ReportPeriod {
  key: ReportPeriodKey;
  label: string;
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** Last day (inclusive), 'YYYY-MM-DD'. */
  to: string;
}

// Calendar arithmetic in UTC so no daylight-saving shift can move a day.
const utc = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day));
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => utc(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days);

function toCalendar(today: Date | string): Date {
  const text = typeof today === 'string' ? today : toIsoDate(today);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`Not a calendar date: ${text}`);
  return utc(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** A span of `months` months (1, 3 or 6) aligned to the year, `offset` spans from the one holding `day`. */
function monthSpan(day: Date, months: number, offset: number): [Date, Date] {
  const startMonth = Math.floor(day.getUTCMonth() / months) * months + offset * months;
  return [utc(day.getUTCFullYear(), startMonth, 1), utc(day.getUTCFullYear(), startMonth + months, 0)];
}

function range(key: ReportPeriodKey, day: Date): [Date, Date] {
  const mondayOffset = (day.getUTCDay() + 6) % 7;
  const monday = addDays(day, -mondayOffset);
  switch (key) {
    case 'current_week':
      return [monday, addDays(monday, 6)];
    case 'previous_week':
      return [addDays(monday, -7), addDays(monday, -1)];
    case 'current_month':
      return monthSpan(day, 1, 0);
    case 'previous_month':
      return monthSpan(day, 1, -1);
    case 'current_quarter':
      return monthSpan(day, 3, 0);
    case 'previous_quarter':
      return monthSpan(day, 3, -1);
    case 'current_half_year':
      return monthSpan(day, 6, 0);
    case 'previous_half_year':
      return monthSpan(day, 6, -1);
    case 'last_7_days':
      return [addDays(day, -6), day];
    case 'last_30_days':
      return [addDays(day, -29), day];
    case 'last_90_days':
      return [addDays(day, -89), day];
    case 'last_180_days':
      return [addDays(day, -179), day];
  }
}

/** One preset for `today` (a Date, read in local time, or 'YYYY-MM-DD'). */
export function reportPeriod(key: ReportPeriodKey, today: Date | string): ReportPeriod {
  const [from, to] = range(key, toCalendar(today));
  return { key, label: REPORT_PERIOD_LABELS[key], from: iso(from), to: iso(to) };
}

/** Every preset, in the order the spec lists them. */
export function reportPeriods(today: Date | string): ReportPeriod[] {
  return REPORT_PERIOD_KEYS.map((key) => reportPeriod(key, today));
}
