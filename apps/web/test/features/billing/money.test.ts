import { describe, expect, it } from 'vitest';
import { centsToInput, dollarsToCents } from '../../../src/features/billing/money';

describe('billing money inputs', () => {
  it('reads typed dollars as exact cents', () => {
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('12.3')).toBe(1230);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents(' $1,234.56 ')).toBe(123456);
    // 0.1 + 0.2 style drift would give 1.0049999 * 100 = 100.49...; string arithmetic does not.
    expect(dollarsToCents('1.005')).toBeNull();
    expect(dollarsToCents('-5')).toBeNull();
    expect(dollarsToCents('12.')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
    expect(dollarsToCents('')).toBeNull();
  });

  it('shows cents as an input value with two decimals', () => {
    expect(centsToInput(125050)).toBe('1250.50');
    expect(centsToInput(5)).toBe('0.05');
    expect(centsToInput(-1999)).toBe('-19.99');
  });
});
