import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  TIME_FORMAT_ERROR,
  TIME_VALUE_ERROR,
  WEEK_DAYS_SHORT,
  formatCents,
  formatDate,
  formatDateTime,
  formatDuration,
  formatUsd,
  isValidTime,
  parseUsDate,
  toIsoDate,
  validateTime,
  weekDayIndex,
} from '../src';

describe('dates (foundation §9)', () => {
  it('documents the formats', () => {
    expect(DATE_FORMAT).toBe('mm/dd/yyyy');
    expect(DATE_TIME_FORMAT).toBe('mm/dd/yyyy hh:mm AM/PM');
  });

  it('prints a calendar date as mm/dd/yyyy without any time-zone shift', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate('2026-12-31', { timeZone: 'Pacific/Pago_Pago' })).toBe('12/31/2026');
    expect(formatDateTime('2026-03-07')).toBe('03/07/2026');
  });

  it('prints an instant in the given time zone, optionally with a 12-hour time', () => {
    const instant = '2026-03-07T19:05:00Z';
    expect(formatDate(instant, { timeZone: 'UTC' })).toBe('03/07/2026');
    expect(formatDateTime(instant, { timeZone: 'UTC' })).toBe('03/07/2026 07:05 PM');
    expect(formatDateTime(instant, { timeZone: 'America/New_York' })).toBe('03/07/2026 02:05 PM');
    expect(formatDateTime('2026-03-08T00:30:00Z', { timeZone: 'UTC' })).toBe('03/08/2026 12:30 AM');
    expect(formatDateTime(Date.UTC(2026, 0, 2, 12, 0), { timeZone: 'UTC' })).toBe('01/02/2026 12:00 PM');
    expect(formatDate(new Date(Date.UTC(2026, 0, 2, 3)), { timeZone: 'America/Los_Angeles' })).toBe('01/01/2026');
  });

  it('prints nothing for empty or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('parses mm/dd/yyyy into a calendar date, refusing impossible days', () => {
    expect(parseUsDate('03/07/2026')).toBe('2026-03-07');
    expect(parseUsDate('02/29/2024')).toBe('2024-02-29');
    expect(parseUsDate('02/29/2026')).toBeNull();
    expect(parseUsDate('13/01/2026')).toBeNull();
    expect(parseUsDate('3/7/2026')).toBeNull();
    expect(toIsoDate(new Date(2026, 2, 7, 23, 59))).toBe('2026-03-07');
  });

  it('starts the week on Monday', () => {
    expect(WEEK_DAYS_SHORT).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekDayIndex(new Date(2026, 2, 2))).toBe(0); // a Monday
    expect(weekDayIndex(new Date(2026, 2, 8))).toBe(6); // a Sunday
  });
});

describe('currency (foundation §9): USD with at most 2 decimals', () => {
  it('formats numbers', () => {
    expect(formatUsd(1234)).toBe('$1,234');
    expect(formatUsd(1234.5)).toBe('$1,234.5');
    expect(formatUsd(1234.567)).toBe('$1,234.57');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(-12.3)).toBe('-$12.3');
    expect(formatUsd(-0.001)).toBe('$0');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
  });

  it('formats integer cents', () => {
    expect(formatCents(123450)).toBe('$1,234.5');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(100)).toBe('$1');
    expect(formatCents(5)).toBe('$0.05');
  });

  it('prints nothing for missing values', () => {
    expect(formatUsd(null)).toBe('');
    expect(formatCents(undefined)).toBe('');
    expect(formatUsd(Number.NaN)).toBe('');
  });
});

describe('durations (foundation §9): hours and minutes', () => {
  it('prints {h}h {mm}m', () => {
    expect(formatDuration(125)).toBe('2h 05m');
    expect(formatDuration(45)).toBe('0h 45m');
    expect(formatDuration(1500)).toBe('25h 00m');
    expect(formatDuration(-65)).toBe('-1h 05m');
  });

  it('takes seconds, rounded to the nearest minute', () => {
    expect(formatDuration(7530, 'seconds')).toBe('2h 06m');
    expect(formatDuration(89, 'seconds')).toBe('0h 01m');
    expect(formatDuration(null)).toBe('');
  });
});

describe('HH:MM time text (foundation §5)', () => {
  it('returns the spec messages exactly', () => {
    expect(TIME_FORMAT_ERROR).toBe("Invalid time format. Expected 'HH:MM'.");
    expect(TIME_VALUE_ERROR).toBe('Invalid time value');
  });

  it.each(['00:00', '09:05', '23:59', '12:30'])('accepts %s', (value) => {
    expect(validateTime(value)).toBeNull();
    expect(isValidTime(value)).toBe(true);
  });

  it.each(['9:05', '09:5', '0905', '09:05:00', 'ab:cd', '', ' 09:05'])('rejects the format of %j', (value) => {
    expect(validateTime(value)).toBe("Invalid time format. Expected 'HH:MM'.");
  });

  it.each(['24:00', '23:60', '99:99'])('rejects the value of %s', (value) => {
    expect(validateTime(value)).toBe('Invalid time value');
    expect(isValidTime(value)).toBe(false);
  });
});
