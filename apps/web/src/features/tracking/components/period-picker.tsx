import { Button, Group, Text, TextInput } from '@mantine/core';
import { formatDate } from '@dme/contract';
import type { Period } from '../api/keys';

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface PeriodPickerProps {
  /** The period the server answered for (the company's current week when none was asked for). */
  shown: { from: string; to: string } | undefined;
  onChange: (period: Period) => void;
}

/** Previous/next period of the same length, or any first and last day. */
export function PeriodPicker({ shown, onChange }: PeriodPickerProps) {
  const length = shown ? Math.round((Date.parse(shown.to) - Date.parse(shown.from)) / 86_400_000) + 1 : 7;
  const move = (sign: 1 | -1) => shown && onChange({ from: shift(shown.from, sign * length), to: shift(shown.to, sign * length) });
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <Button variant="default" size="sm" onClick={() => move(-1)} disabled={!shown} aria-label="Previous period">
        ‹
      </Button>
      <TextInput
        type="date"
        size="sm"
        label="From"
        value={shown?.from ?? ''}
        onChange={(e) => e.currentTarget.value && shown && onChange({ from: e.currentTarget.value, to: e.currentTarget.value > shown.to ? e.currentTarget.value : shown.to })}
        w={150}
      />
      <TextInput
        type="date"
        size="sm"
        label="To"
        value={shown?.to ?? ''}
        onChange={(e) => e.currentTarget.value && shown && onChange({ from: e.currentTarget.value < shown.from ? e.currentTarget.value : shown.from, to: e.currentTarget.value })}
        w={150}
      />
      <Button variant="default" size="sm" onClick={() => move(1)} disabled={!shown} aria-label="Next period">
        ›
      </Button>
      <Button variant="subtle" size="sm" onClick={() => onChange({})}>
        This week
      </Button>
      {shown && (
        <Text fz="xs" c="dimmed" pb={8}>
          {formatDate(shown.from)} – {formatDate(shown.to)}
        </Text>
      )}
    </Group>
  );
}
