import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/lib/app-error';
import { rememberingQueryParser } from '../../src/http/validation';

const schema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  columns: z.string().transform((t) => t.split(',')).optional(),
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a GET query parsed once per query string (http/validation.ts)', () => {
  it('answers the same frozen result for the same text, which no handler can change', () => {
    const parse = rememberingQueryParser(schema);
    const first = parse('page=2&columns=a,b', { page: '2', columns: 'a,b' });
    expect(first).toEqual({ page: 2, columns: ['a', 'b'] });
    // The value is not read again for a known text: the text is the key.
    expect(parse('page=2&columns=a,b', { page: 'ignored' })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.columns)).toBe(true);
    expect(() => {
      (first as { page: number }).page = 3;
    }).toThrow(TypeError);
    expect(parse('page=3', { page: '3' })).toEqual({ page: 3 });
  });

  it('parses a failing query every time and keeps nothing of it', () => {
    const spy = vi.spyOn(schema, 'safeParse');
    const parse = rememberingQueryParser(schema);
    for (let i = 0; i < 2; i++) expect(() => parse('page=0', { page: '0' })).toThrow(AppError);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('refuses a query holding what no field holds (a NUL), every time, and keeps nothing of it', () => {
    const parse = rememberingQueryParser(z.object({ search: z.string().optional() }));
    for (let i = 0; i < 2; i++) expect(() => parse('search=%00', { search: '\u0000' })).toThrow(AppError);
    expect(parse('search=a', { search: 'a' })).toEqual({ search: 'a' });
  });

  it('forgets what it parsed after a minute (a schema may read the clock)', () => {
    vi.useFakeTimers({ now: new Date('2026-12-02T12:00:00Z') });
    const parse = rememberingQueryParser(schema);
    const first = parse('page=1', { page: '1' });
    vi.setSystemTime(new Date('2026-12-02T12:00:59Z'));
    expect(parse('page=1', { page: '1' })).toBe(first);
    vi.setSystemTime(new Date('2026-12-02T12:01:01Z'));
    const later = parse('page=1', { page: '1' });
    expect(later).toEqual(first);
    expect(later).not.toBe(first);
  });
});
