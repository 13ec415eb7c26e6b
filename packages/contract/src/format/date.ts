/**
 * Dates (foundation §9): `mm/dd/yyyy` by default, optionally with hours as `mm/dd/yyyy hh:mm AM` (12-hour clock,
 * two-digit hour, AM/PM), e.g. '03/07/2026 02:05 PM'.
 *
 * A calendar date ('YYYY-MM-DD', how the API sends dates without a time) is printed as it is, never shifted by a
 * time zone, and has no time part even when one is asked for. An instant (ISO timestamp, epoch ms or Date) is
 * printed in `timeZone` (an IANA name such as the user's `time_zone`), else in the runtime's zone.
 */
import { WEEK_DAYS } from '../reference';

export const DATE_FORMAT = 'mm/dd/yyyy';
export const DATE_TIME_FORMAT = 'mm/dd/yyyy hh:mm AM/PM';

export type DateInput = string | number | Date | null | undefined;

export interface FormatDateOptions {
  withTime?: boolean;
  timeZone?: string;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad2 = (n: number) => String(n).padStart(2, '0');

export function formatDate(value: DateInput, options: FormatDateOptions = {}): string {
  if (value == null || value === '') return '';
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) return `${calendar[2]}/${calendar[3]}/${calendar[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: options.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(options.withTime ? { hour: '2-digit', minute: '2-digit', hour12: true } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('month')}/${part('day')}/${part('year')}`;
  if (!options.withTime) return day;
  return `${day} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

export function formatDateTime(value: DateInput, options: Omit<FormatDateOptions, 'withTime'> = {}): string {
  return formatDate(value, { ...options, withTime: true });
}

/** 'mm/dd/yyyy' (what the date mask produces) -> 'YYYY-MM-DD', or null when it is not a real date. */
export function parseUsDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[3]}-${match[1]}-${match[2]}`;
}

/** The local calendar date of an instant as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** Short names of the day list (`WEEK_DAYS` in reference), Monday first: 'Mon' ... 'Sun'. */
export const WEEK_DAYS_SHORT = WEEK_DAYS.map((name) => name.slice(0, 3));

/** Position of a date's weekday in the Monday-first day list: Monday 0 ... Sunday 6 (local time). */
export function weekDayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}
