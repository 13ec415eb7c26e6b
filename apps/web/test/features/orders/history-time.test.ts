import { describe, expect, it } from 'vitest';
import type { OrderHistoryEntry } from '@dme/contract';
import { formatSpan, withTimeSpent } from '../../../src/features/orders/components/history-table';

const row = (id: number, to: number, created_at: string): OrderHistoryEntry => ({
  id,
  from: null,
  from_name: null,
  to,
  to_name: String(to),
  user: null,
  staff: null,
  note: '',
  created_at,
});

describe('time in each status', () => {
  it('formats spans to the minute: minutes, hours and minutes, days and hours', () => {
    expect(formatSpan(12 * 60_000 + 59_000)).toBe('12 min');
    expect(formatSpan(3 * 3_600_000 + 5 * 60_000)).toBe('3 h 05 min');
    expect(formatSpan(2 * 86_400_000 + 4 * 3_600_000 + 30 * 60_000)).toBe('2 d 4 h');
    expect(formatSpan(-5)).toBe('0 min');
  });

  it('measures each status until the next move, and the last one until now', () => {
    const rows = [row(1, 1, '2026-11-20T10:00:00Z'), row(2, 5, '2026-11-20T12:30:00Z'), row(3, 10, '2026-11-21T12:30:00Z')];
    const timed = withTimeSpent(rows, Date.parse('2026-11-21T13:00:00Z'));
    expect(timed.map((t) => [t.spent, t.current])).toEqual([
      ['2 h 30 min', false],
      ['1 d 0 h', false],
      ['30 min', true],
    ]);
  });
});
