/** HH:MM time text (foundation §5): two-digit hours 00-23 and minutes 00-59. */
export const TIME_FORMAT_ERROR = "Invalid time format. Expected 'HH:MM'.";
export const TIME_VALUE_ERROR = 'Invalid time value';

/** The spec's message for a bad time text, or null when it is valid. */
export function validateTime(value: string): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return TIME_FORMAT_ERROR;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return TIME_VALUE_ERROR;
  return null;
}

export function isValidTime(value: string): boolean {
  return validateTime(value) === null;
}
