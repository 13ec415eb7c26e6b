/**
 * Input masks (foundation §5) as data: `#` is one digit, every other character is a literal.
 * `applyMask` / `unmask` are the one implementation used by the web's MaskedInput and by display formatting.
 */
export const MASK_DIGIT = '#';

export const MASKS = {
  phone: '+1 (###) ###-####',
  zip: '#####',
  ssn: '###-##-####',
  npi: '###-##-####',
  medicaid: '#######-####',
  medicare: '#######-####',
  pecos: '#######-####',
  extNumber: '##########',
  priorNumber: '####-####-####-####',
  date: '##/##/####',
  trackNumber: '####-####-####',
} as const;

export type MaskName = keyof typeof MASKS;

/** Number of digit slots in a mask. */
export function maskLength(mask: string): number {
  return mask.split('').filter((c) => c === MASK_DIGIT).length;
}

/**
 * The digits a (possibly partly) masked value holds. Value and mask are read side by side: a literal of the mask
 * is skipped in the value where it stands (so the `1` of `+1 (` is not taken as a digit), a digit slot takes the
 * next digit, and whatever else the user typed is dropped. Digits beyond the mask are dropped.
 */
export function unmask(value: string, mask?: string): string {
  if (mask === undefined) return value.replace(/\D/g, '');
  let raw = '';
  let i = 0;
  for (const slot of mask) {
    if (i >= value.length) break;
    if (slot !== MASK_DIGIT) {
      if (value[i] === slot) i++;
      continue;
    }
    while (i < value.length && !/\d/.test(value[i]!)) i++;
    if (i < value.length) raw += value[i++];
  }
  return raw;
}

/**
 * Places raw digits into the mask's slots. Literals are written only up to the last digit, so a user deleting
 * backwards is never stuck behind a trailing literal ('555' -> '+1 (555').
 */
export function fillMask(digits: string, mask: string): string {
  const source = digits.replace(/\D/g, '');
  let out = '';
  let pending = '';
  let i = 0;
  for (const slot of mask) {
    if (i >= source.length) break;
    if (slot === MASK_DIGIT) {
      out += pending + source[i++];
      pending = '';
    } else pending += slot;
  }
  return out;
}

/** Re-masks whatever the user typed or pasted (masked, partly masked or raw digits). */
export function applyMask(value: string, mask: string): string {
  return fillMask(unmask(value, mask), mask);
}

/** True when every digit slot is filled. */
export function isMaskComplete(value: string, mask: string): boolean {
  return unmask(value, mask).length === maskLength(mask);
}

/** The mask with `_` in each digit slot, for placeholders: '##/##/####' -> '__/__/____'. */
export function maskPlaceholder(mask: string): string {
  return mask.split(MASK_DIGIT).join('_');
}
