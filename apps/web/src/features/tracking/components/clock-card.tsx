import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDuration, recordActionBody } from '@dme/contract';
import { FormErrorText, useAppForm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { clockQueryOptions, useClock } from '../api/clock';
import { allActionsQueryOptions } from '../api/list-actions';
import { useRecordAction } from '../api/record-action';

/** Seconds since an instant, ticking each minute so an open shift's time moves on the screen. */
function useSince(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [iso]);
  return iso ? Math.max(0, (now - Date.parse(iso)) / 1000) : 0;
}

/** The action to record by hand: its id as the select holds it (null until one is chosen). */
interface RecordValues extends Record<string, unknown> {
  action_id: string | null;
}

/** The signed-in person's clock in/out, time today and this week, and an action recorded by hand. */
export function ClockCard() {
  const clock = useQuery(clockQueryOptions());
  const toggle = useClock();
  const actions = useQuery(allActionsQueryOptions());
  const record = useRecordAction();
  const form = useAppForm<RecordValues>({ schema: recordActionBody, initialValues: { action_id: null } });
  const since = clock.data?.data.clocked_in_since ?? null;
  const running = useSince(since);
  const manual = (actions.data ?? []).filter((a) => a.is_active && a.auto_event === null);
  // Checked by the contract's `recordActionBody`; sent as the id alone, since a note is not asked for here.
  const submit = form.onSubmit((values) =>
    record.mutate(
      { action_id: Number(values.action_id) },
      {
        onSuccess: (r) => {
          notify.success(`Recorded: ${r.data.action.name}`);
          form.reset();
        },
        onError: form.fail,
      },
    ),
  );
  if (clock.isError) return null;
  const c = clock.data?.data;
  // The answer's totals stop at the moment it was made; an open shift adds what passed since.
  const extra = since && clock.dataUpdatedAt ? Math.max(0, running - (clock.dataUpdatedAt - Date.parse(since)) / 1000) : 0;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="My time">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} fz="lg">
            My time
          </Title>
          {c && (
            <Badge color={since ? 'green' : 'gray'} variant="light" tt="none">
              {since ? `Clocked in since ${formatDate(since, { withTime: true, timeZone: c.time_zone })}` : 'Clocked out'}
            </Badge>
          )}
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text fz="sm">
            Today: <b data-testid="clock-today">{c ? formatDuration(c.today_seconds + extra, 'seconds') : '…'}</b>
          </Text>
          <Text fz="sm">
            This week: <b>{c ? formatDuration(c.week_seconds + extra, 'seconds') : '…'}</b>
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            size="md"
            color={since ? 'orange' : 'green'}
            loading={toggle.isPending}
            disabled={!c}
            onClick={() => toggle.mutate(since ? 'out' : 'in', { onError: (e) => notify.error(formErrorText(e)) })}
          >
            {since ? 'Clock out' : 'Clock in'}
          </Button>
          {manual.length > 0 && (
            <form onSubmit={submit} noValidate>
              <Group gap="xs" wrap="wrap" align="flex-start">
                <Select
                  aria-label="Action to record"
                  placeholder="Record an action…"
                  data={manual.map((a) => ({ value: String(a.id), label: a.name }))}
                  {...form.getInputProps('action_id')}
                  w={220}
                />
                <Button type="submit" variant="light" disabled={!form.getValues().action_id} loading={record.isPending}>
                  Record
                </Button>
              </Group>
            </form>
          )}
        </Group>
        <FormErrorText error={form.formError} />
      </Stack>
    </Paper>
  );
}
