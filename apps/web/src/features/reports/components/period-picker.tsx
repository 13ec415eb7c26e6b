import { Group, Select, TextInput } from '@mantine/core';
import { REPORT_PERIOD_KEYS, REPORT_PERIOD_LABELS, reportPeriod, type ReportPeriodKey } from '@dme/contract';
import { presetOf, usePeriod } from './period';

const PRESETS = REPORT_PERIOD_KEYS.map((k) => ({ value: k, label: REPORT_PERIOD_LABELS[k] }));

/** The foundation's preset periods, or any two days. */
export function PeriodPicker() {
  const { period, setPeriod } = usePeriod();
  const preset = presetOf(period);
  const setDay = (which: 'from' | 'to', value: string) => {
    if (!value) return;
    const next = { from: period.date_from, to: period.date_to, [which]: value };
    // A start after the end moves the other day along, so the two always make a period.
    if (next.from > next.to) next[which === 'from' ? 'to' : 'from'] = value;
    setPeriod(next);
  };
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Select
        label="Period"
        placeholder="Custom"
        data={PRESETS}
        value={preset}
        onChange={(v) => {
          if (!v) return;
          const p = reportPeriod(v as ReportPeriodKey, new Date());
          setPeriod({ from: p.from, to: p.to });
        }}
        allowDeselect={false}
        style={{ flex: '1 1 180px', maxWidth: 220 }}
      />
      <TextInput label="From" type="date" value={period.date_from} onChange={(e) => setDay('from', e.currentTarget.value)} style={{ flex: '0 1 150px' }} />
      <TextInput label="To" type="date" value={period.date_to} onChange={(e) => setDay('to', e.currentTarget.value)} style={{ flex: '0 1 150px' }} />
    </Group>
  );
}
