/** "Thu, 11/26/2026" in the supplier's zone (the wall clock a window was agreed in). */
export function dayIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: '2-digit', day: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** "9:00 AM – 12:00 PM" in the supplier's zone. */
export function windowIn(starts: string, ends: string | null, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return ends ? `${time.format(new Date(starts))} – ${time.format(new Date(ends))}` : time.format(new Date(starts));
}
