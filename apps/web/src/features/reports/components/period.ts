import { useSearchParams } from 'react-router';
import { REPORT_PERIOD_KEYS, reportPeriod, type ReportPeriodKey, type ReportPeriodQuery } from '@dme/contract';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const today = () => new Date();

/**
 * The report period lives in the address (`?from=…&to=…`), so a report's link, the agent's or driver's page opened
 * from it and the back button all keep the same days. The current month when none is given.
 */
export function usePeriod(): { period: Required<ReportPeriodQuery>; setPeriod: (p: { from: string; to: string }) => void; search: string } {
  const [params, setParams] = useSearchParams();
  const month = reportPeriod('current_month', today());
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const period = DATE.test(from) && DATE.test(to) && from <= to ? { date_from: from, date_to: to } : { date_from: month.from, date_to: month.to };
  const setPeriod = (p: { from: string; to: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('from', p.from);
        next.set('to', p.to);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { period, setPeriod, search: `?from=${period.date_from}&to=${period.date_to}` };
}

/** The preset whose days are exactly these, if one is. */
export function presetOf(p: { date_from: string; date_to: string }): ReportPeriodKey | null {
  return REPORT_PERIOD_KEYS.find((k) => {
    const r = reportPeriod(k, today());
    return r.from === p.date_from && r.to === p.date_to;
  }) ?? null;
}
