import { describe, expect, it } from 'vitest';
import { MASKS, applyMask, fillMask, formatPhone, isMaskComplete, maskLength, maskPlaceholder, unmask } from '../src';

describe('input masks (foundation §5)', () => {
  it('declares every mask of the spec exactly', () => {
    expect(MASKS).toEqual({
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
    });
  });

  it.each([
    ['phone', '5551234567', '+1 (555) 123-4567'],
    ['zip', '902101234', '90210'],
    ['ssn', '123456789', '123-45-6789'],
    ['npi', '123456789', '123-45-6789'],
    ['medicaid', '12345678901', '1234567-8901'],
    ['medicare', '12345678901', '1234567-8901'],
    ['pecos', '12345678901', '1234567-8901'],
    ['extNumber', '123456789012', '1234567890'],
    ['priorNumber', '1234567890123456', '1234-5678-9012-3456'],
    ['date', '03072026', '03/07/2026'],
    ['trackNumber', '123456789012', '1234-5678-9012'],
  ] as const)('masks %s digits %s as %s and unmasks back', (name, digits, masked) => {
    expect(applyMask(digits, MASKS[name])).toBe(masked);
    expect(unmask(masked, MASKS[name])).toBe(digits.slice(0, maskLength(MASKS[name])));
    expect(isMaskComplete(masked, MASKS[name])).toBe(true);
  });

  it('writes literals only up to the last digit, so deleting backwards never sticks', () => {
    expect(applyMask('', MASKS.phone)).toBe('');
    expect(applyMask('5', MASKS.phone)).toBe('+1 (5');
    expect(applyMask('555', MASKS.phone)).toBe('+1 (555');
    expect(applyMask('5551', MASKS.phone)).toBe('+1 (555) 1');
    expect(applyMask('0307', MASKS.date)).toBe('03/07');
    expect(isMaskComplete('03/07', MASKS.date)).toBe(false);
  });

  it('re-masks typed, pasted and partly masked text, skipping the literal 1 of +1', () => {
    expect(unmask('+1 (555) 123-4567', MASKS.phone)).toBe('5551234567');
    expect(applyMask('+1 (555) 123-45678', MASKS.phone)).toBe('+1 (555) 123-4567');
    expect(applyMask('555-123-4567', MASKS.phone)).toBe('+1 (555) 123-4567');
    expect(applyMask('+1 (555) 12a3', MASKS.phone)).toBe('+1 (555) 123');
    expect(unmask('12-ab-3')).toBe('123');
  });

  it('counts slots and builds placeholders', () => {
    expect(maskLength(MASKS.phone)).toBe(10);
    expect(maskLength(MASKS.extNumber)).toBe(10);
    expect(maskPlaceholder(MASKS.date)).toBe('__/__/____');
    expect(fillMask('1234', MASKS.trackNumber)).toBe('1234');
  });
});

describe('phone display (foundation §5)', () => {
  it('shows a value without a plus as +1 (xxx) xxx-xxxx', () => {
    expect(formatPhone('5551234567')).toBe('+1 (555) 123-4567');
    expect(formatPhone('(555) 123-4567')).toBe('+1 (555) 123-4567');
    expect(formatPhone('15551234567')).toBe('+1 (555) 123-4567');
  });

  it('shows a value with a plus as given', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('+15551234567')).toBe('+15551234567');
  });

  it('leaves values that are not a US number alone, and empty values empty', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});
