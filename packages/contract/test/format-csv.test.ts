import { describe, expect, it } from 'vitest';
import { CsvDecimal, csvCell, csvCents, csvDecimal, csvLine, neutraliseFormula } from '../src';

describe('CSV cells (RFC 4180, OWASP CSV injection)', () => {
  it('neutralises text that begins with =, +, -, @, tab or CR with a leading apostrophe', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'x=1', ''].map(neutraliseFormula)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      'x=1',
      '',
    ]);
  });

  it('neutralises first, then quotes: the apostrophe sits inside the quotes', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('-2+3, "a"\n')).toBe(`"'-2+3, ""a""\n"`);
  });

  it('writes numbers as numbers and nothing for null, undefined or a non-finite number', () => {
    expect(csvLine([-12.5, 0, 1e21, Number.NaN, Infinity, null, undefined, false])).toBe('-12.5,0,1e+21,,,,,false');
  });

  it('writes cents as exact dollars and cents, a number', () => {
    expect([0, 5, -5, 1_005, -1_250, 123_456_789, -0].map((c) => csvCell(csvCents(c)))).toEqual([
      '0.00',
      '0.05',
      '-0.05',
      '10.05',
      '-12.50',
      '1234567.89',
      '0.00',
    ]);
    expect(() => csvCents(12.5)).toThrow('integer');
  });

  it('accepts only plain decimal text as a decimal', () => {
    expect(csvCell(csvDecimal('-12.50'))).toBe('-12.50');
    for (const bad of ['=1', '-1e3', '1,5', ' 1', '', '-', '1.']) expect(() => csvDecimal(bad)).toThrow(CsvDecimal.name);
  });
});
