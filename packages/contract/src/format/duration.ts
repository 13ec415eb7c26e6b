/**
 * Durations (foundation §9) in hours and minutes, always as `{h}h {mm}m` with two-digit minutes:
 * 125 min -> '2h 05m', 45 min -> '0h 45m', 1500 min -> '25h 00m'. Seconds are rounded to the nearest minute.
 */
export function formatDuration(value: number | null | undefined, unit: 'minutes' | 'seconds' = 'minutes'): string {
  if (value == null || !Number.isFinite(value)) return '';
  const totalMinutes = Math.round(unit === 'seconds' ? value / 60 : value);
  const sign = totalMinutes < 0 ? '-' : '';
  const abs = Math.abs(totalMinutes);
  const hours = Math.floor(abs / 60);
  const minutes = abs % 60;
  return `${sign}${hours}h ${String(minutes).padStart(2, '0')}m`;
}
