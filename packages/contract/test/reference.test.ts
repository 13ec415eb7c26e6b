import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FREQUENCIES_IN_MONTHS, GENDERS, HOURS_OF_DAY, INSURANCE_TYPES, LANGUAGES, RELATIONSHIPS, TIME_ZONES, US_STATES, WEEK_DAYS, isValidNpi } from '../src';

describe('reference lists (foundation §3)', () => {
  it('genders, languages, relationship, insurance types and frequencies are the spec lists', () => {
    expect(GENDERS).toEqual([{ id: 'M', title: 'Male' }, { id: 'F', title: 'Female' }]);
    expect(LANGUAGES).toHaveLength(15);
    expect(LANGUAGES[0]).toBe('English');
    expect(LANGUAGES[14]).toBe('Georgian');
    expect(RELATIONSHIPS.map((r) => r.title)).toEqual(['Self', 'Depend']);
    expect(INSURANCE_TYPES).toEqual(['primary', 'secondary']);
    expect(FREQUENCIES_IN_MONTHS).toEqual([1, 2, 3, 6, 12, 24, 36, 60]);
  });

  it('hours run 00:00 to 23:00 and the week starts on Monday', () => {
    expect(HOURS_OF_DAY).toHaveLength(24);
    expect(HOURS_OF_DAY[0]).toBe('00:00');
    expect(HOURS_OF_DAY[23]).toBe('23:00');
    expect(WEEK_DAYS[0]).toBe('Monday');
  });

  it('has the 50 states, DC and the territories, and US zones plus UTC', () => {
    const codes = US_STATES.map(([c]) => c);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of ['CA', 'NY', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(codes).toContain(c);
    expect(codes.length).toBeGreaterThanOrEqual(56);
    expect(TIME_ZONES.map((z) => z.id)).toContain('UTC');
    expect(TIME_ZONES.map((z) => z.id)).toContain('America/Chicago');
  });
});

describe('NPI check digit', () => {
  const csv = readFileSync(join(__dirname, 'fixtures', 'npi_check_digit_vectors.csv'), 'utf8').trim().split('\n').slice(1);
  for (const line of csv) {
    const [input, , , , valid] = line.split(',');
    it(`${input} is ${valid === 'Y' ? 'valid' : 'invalid'}`, () => {
      expect(isValidNpi(input!)).toBe(valid === 'Y');
    });
  }
});
