import { useRef } from 'react';
import { Box, Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { validateTime, WEEK_DAYS, workingHours } from '@dme/contract';
import { MaskedInput } from '../../../components';

export interface WorkingDay {
  from: string;
  to: string;
}

/** Errors keyed like the server's: `working_hours.{day}.{from|to}`, and `working_hours` for the whole list. */
export type HoursErrors = Readonly<Record<string, string | undefined>>;

export const hoursErrorKey = (day: number, end: 'from' | 'to') => `working_hours.${day}.${end}`;

/** Hours a closed day gets when it is opened again and had none before. */
export const DEFAULT_OPEN_DAY: WorkingDay = { from: '09:00', to: '17:00' };

const isClosed = (day: WorkingDay) => day.from === '' && day.to === '';

/**
 * The contract's rules for the week (HH:MM checked by `validateTime` with the spec's messages; both times or
 * neither; the end after the start), keyed like the server's 422.
 */
export function validateWorkingHours(days: readonly WorkingDay[]): Record<string, string> {
  const errors: Record<string, string> = {};
  days.forEach((day, i) => {
    for (const end of ['from', 'to'] as const) {
      const message = day[end] === '' ? null : validateTime(day[end]);
      if (message) errors[hoursErrorKey(i, end)] = message;
    }
  });
  const parsed = workingHours.safeParse(days);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = ['working_hours', ...issue.path.map(String)].join('.');
      errors[key] ??= issue.message;
    }
  }
  return errors;
}

export interface WorkingHoursEditorProps {
  /** Seven days, Monday first (foundation §3 Location, §9 "the week starts on Monday"). */
  value: readonly WorkingDay[];
  onChange: (next: WorkingDay[]) => void;
  errors?: HoursErrors;
}

/**
 * The week's opening hours: a from and a to time per day (HH:MM, 24-hour). A day with neither time is closed; the
 * Closed box empties a day, and unticking it brings back the day's last hours (or 09:00-17:00).
 */
export function WorkingHoursEditor({ value, onChange, errors = {} }: WorkingHoursEditorProps) {
  const lastOpen = useRef<Record<number, WorkingDay>>({});
  const setDay = (day: number, next: WorkingDay) => onChange(value.map((d, i) => (i === day ? next : d)));
  const monday = value[0] ?? { from: '', to: '' };
  const copyMonday = () => onChange(value.map((d, i) => (i < 5 ? { ...monday } : d)));
  const toggleClosed = (i: number, day: WorkingDay, closed: boolean) => {
    if (closed) {
      lastOpen.current[i] = day;
      setDay(i, { from: '', to: '' });
    } else setDay(i, lastOpen.current[i] ?? DEFAULT_OPEN_DAY);
  };

  return (
    <Stack gap="xs" role="group" aria-label="Working hours">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          Working hours
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={copyMonday} disabled={isClosed(monday)}>
          Copy Monday to weekdays
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        24-hour time, HH:MM. Leave both times empty, or tick Closed, on days the office is closed.
      </Text>
      {errors.working_hours && (
        <Text size="sm" c="red" role="alert">
          {errors.working_hours}
        </Text>
      )}
      {WEEK_DAYS.map((name, i) => {
        const day = value[i] ?? { from: '', to: '' };
        return (
          <Group key={name} gap="xs" align="flex-start" wrap="wrap" data-day={name}>
            <Box w={{ base: '100%', xs: 110 }} pt={{ base: 0, xs: 6 }}>
              <Text size="sm" fw={500}>
                {name}
              </Text>
            </Box>
            <SimpleGrid cols={2} spacing="xs" style={{ flex: 1, minWidth: 0, maxWidth: 380 }}>
              {(['from', 'to'] as const).map((end) => (
                <MaskedInput
                  key={end}
                  mask="##:##"
                  placeholder={end === 'from' ? 'From' : 'To'}
                  aria-label={`${name} ${end}`}
                  value={day[end]}
                  onChange={(masked) => setDay(i, { ...day, [end]: masked })}
                  error={errors[hoursErrorKey(i, end)]}
                />
              ))}
            </SimpleGrid>
            <Checkbox
              mt={8}
              label="Closed"
              aria-label={`${name} closed`}
              checked={isClosed(day)}
              onChange={(event) => toggleClosed(i, day, event.currentTarget.checked)}
            />
          </Group>
        );
      })}
    </Stack>
  );
}
