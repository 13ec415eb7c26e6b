import { MASKS, fillMask } from './mask';

/**
 * Phone display (foundation §5): a value with a leading plus is shown as given; otherwise its 10 digits (or 11 with
 * a leading US country code 1) are shown as `+1 (xxx) xxx-xxxx`. Anything else is shown as given rather than mangled.
 */
export function formatPhone(value: string | null | undefined): string {
  if (value == null) return '';
  if (value.trim().startsWith('+')) return value;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return value;
  return fillMask(national, MASKS.phone);
}
