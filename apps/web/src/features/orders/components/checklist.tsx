import { Alert, List, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { VALIDATION_STEP_TEXT, type ChecklistItem } from '@dme/contract';
import { readServerError } from '../../../lib/http-error';

function Mark({ done }: { done: boolean }) {
  return (
    <ThemeIcon size={20} radius="xl" color={done ? 'teal' : 'red'} variant={done ? 'filled' : 'light'} aria-hidden>
      <Text fz={12} fw={700} lh={1}>
        {done ? '✓' : '✕'}
      </Text>
    </ThemeIcon>
  );
}

/** What a status move needs, each action marked done or missing. */
export function Checklist({ items, label = 'Checklist' }: { items: readonly ChecklistItem[]; label?: string }) {
  if (items.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        Nothing to check in this status.
      </Text>
    );
  return (
    <List spacing={6} aria-label={label} center>
      {items.map((item) => (
        <List.Item key={item.key} icon={<Mark done={item.done} />} data-done={item.done}>
          <Text fz="sm" c={item.done ? undefined : 'red.8'}>
            {item.label}
            <VisuallyHidden>{item.done ? ' (done)' : ' (missing)'}</VisuallyHidden>
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** The actions a refused move names (`errors.checklist` of its 422), or null for another kind of failure. */
export function refusedChecklist(error: unknown): string[] | null {
  const { status, errors } = readServerError(error);
  return status === 422 && errors?.checklist ? errors.checklist : null;
}

/** A refused status move: the spec's sentence, then what is still missing. */
export function RefusalAlert({ missing, onClose }: { missing: readonly string[]; onClose?: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" title={VALIDATION_STEP_TEXT} withCloseButton={Boolean(onClose)} onClose={onClose}>
      <Stack gap={4}>
        <Text fz="sm">Still missing:</Text>
        <List size="sm" aria-label="Missing actions">
          {missing.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
