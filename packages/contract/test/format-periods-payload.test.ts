import { describe, expect, it } from 'vitest';
import { REPORT_PERIOD_KEYS, cleanPayload, nullifyDefaults, reportPeriod, reportPeriods } from '../src';

describe('report period presets (foundation §9)', () => {
  // Thursday 14 May 2026: Q2, first half.
  const today = '2026-05-14';

  it('lists current, previous and last periods in order with their labels', () => {
    expect(reportPeriods(today).map((p) => [p.key, p.label])).toEqual([
      ['current_week', 'Current week'],
      ['current_month', 'Current month'],
      ['current_quarter', 'Current quarter'],
      ['current_half_year', 'Current half a year'],
      ['previous_week', 'Previous week'],
      ['previous_month', 'Previous month'],
      ['previous_quarter', 'Previous quarter'],
      ['previous_half_year', 'Previous half a year'],
      ['last_7_days', 'Last 7 days'],
      ['last_30_days', 'Last 30 days'],
      ['last_90_days', 'Last 90 days'],
      ['last_180_days', 'Last 180 days'],
    ]);
    expect(REPORT_PERIOD_KEYS).toHaveLength(12);
  });

  it('computes each range for a given today', () => {
    const ranges = Object.fromEntries(reportPeriods(today).map((p) => [p.key, [p.from, p.to]]));
    expect(ranges).toEqual({
      current_week: ['2026-05-11', '2026-05-17'],
      current_month: ['2026-05-01', '2026-05-31'],
      current_quarter: ['2026-04-01', '2026-06-30'],
      current_half_year: ['2026-01-01', '2026-06-30'],
      previous_week: ['2026-05-04', '2026-05-10'],
      previous_month: ['2026-04-01', '2026-04-30'],
      previous_quarter: ['2026-01-01', '2026-03-31'],
      previous_half_year: ['2025-07-01', '2025-12-31'],
      last_7_days: ['2026-05-08', '2026-05-14'],
      last_30_days: ['2026-04-15', '2026-05-14'],
      last_90_days: ['2026-02-14', '2026-05-14'],
      last_180_days: ['2025-11-16', '2026-05-14'],
    });
  });

  it('crosses year boundaries and handles a Sunday and a Monday', () => {
    expect(reportPeriod('previous_month', '2026-01-10')).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
    expect(reportPeriod('previous_quarter', '2026-02-01')).toMatchObject({ from: '2025-10-01', to: '2025-12-31' });
    expect(reportPeriod('current_half_year', '2026-07-01')).toMatchObject({ from: '2026-07-01', to: '2026-12-31' });
    expect(reportPeriod('current_week', '2026-05-17')).toMatchObject({ from: '2026-05-11', to: '2026-05-17' });
    expect(reportPeriod('current_week', '2026-05-11')).toMatchObject({ from: '2026-05-11', to: '2026-05-17' });
    expect(reportPeriod('previous_month', '2026-03-31')).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('reads a Date in local time', () => {
    expect(reportPeriod('last_7_days', new Date(2026, 4, 14, 23, 30))).toMatchObject({ from: '2026-05-08', to: '2026-05-14' });
  });
});

describe('cleanPayload (foundation §5)', () => {
  it('removes every key starting with an underscore, through objects and arrays', () => {
    const input = {
      name: 'A',
      _local: 1,
      nested: { keep: true, _draft: 'x', deeper: [{ id: 1, _open: true }, [{ _x: 1, y: 2 }]] },
      list: [1, 'two', null],
    };
    expect(cleanPayload(input)).toEqual({
      name: 'A',
      nested: { keep: true, deeper: [{ id: 1 }, [{ y: 2 }]] },
      list: [1, 'two', null],
    });
    expect(input._local).toBe(1); // not mutated
  });

  it('leaves FormData, Blob and Date untouched', () => {
    const form = new FormData();
    form.append('_keep', 'x');
    const blob = new Blob(['a']);
    const date = new Date(0);
    const out = cleanPayload({ form, blob, date, _gone: 1 });
    expect(out.form).toBe(form);
    expect(out.blob).toBe(blob);
    expect(out.date).toBe(date);
    expect(cleanPayload(form)).toBe(form);
    expect(Object.keys(out)).toEqual(['form', 'blob', 'date']);
  });
});

describe('nullifyDefaults (foundation §5)', () => {
  it('sends warehouse and type values equal to "default" as null, at any depth', () => {
    expect(
      nullifyDefaults({ warehouse_id: 'default', warehouse: 'default', type: 'default', name: 'default', items: [{ type: 'default' }] }),
    ).toEqual({ warehouse_id: null, warehouse: null, type: null, name: 'default', items: [{ type: null }] });
  });

  it('keeps other values of those keys', () => {
    expect(nullifyDefaults({ warehouse_id: 3, type: 'rental' })).toEqual({ warehouse_id: 3, type: 'rental' });
  });
});
