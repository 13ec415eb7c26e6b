import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { REFILL_QUESTIONS, type RefillAnswerBody } from '@dme/contract';
import { ConfirmDialog } from '../../../components';
import { readServerError } from '../../../lib/http-error';

type YesNoKey = 'still_using' | 'fits';

interface Draft {
  still_using: boolean | null;
  fits: boolean | null;
  hours_per_night: number | '';
  problems: string;
}

export interface RefillFormProps {
  /** Sends the answer; a rejected promise's field errors are shown beside the questions. */
  onAnswer: (body: RefillAnswerBody) => Promise<unknown>;
  sending: boolean;
}

const label = (key: string) => REFILL_QUESTIONS.find((q) => q.key === key)?.label ?? key;

function YesNoQuestion({ name, value, error, onChange }: { name: YesNoKey; value: boolean | null; error?: string; onChange: (v: boolean) => void }) {
  return (
    <Radio.Group
      name={name}
      label={label(name)}
      withAsterisk
      value={value === null ? null : value ? 'yes' : 'no'}
      onChange={(v) => onChange(v === 'yes')}
      error={error}
      size="md"
    >
      <Group grow mt="xs" gap="sm" wrap="nowrap">
        {(['yes', 'no'] as const).map((v) => (
          <Radio.Card key={v} value={v} radius="md" p="md" mih={56} data-answer={v}>
            <Group gap="sm" wrap="nowrap">
              <Radio.Indicator />
              <Text fz="lg" fw={600}>
                {v === 'yes' ? 'Yes' : 'No'}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * The payer's resupply questions and the two answers: confirm the refill, or "I don't need it" (after a check).
 * The same form serves the patient app and the short-link page; the server checks the answers again.
 */
export function RefillForm({ onAnswer, sending }: RefillFormProps) {
  const [draft, setDraft] = useState<Draft>({ still_using: null, fits: null, hours_per_night: '', problems: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);

  const send = async (body: RefillAnswerBody) => {
    setFailure(null);
    try {
      await onAnswer(body);
    } catch (error) {
      const server = readServerError(error);
      if (server.errors) setErrors(Object.fromEntries(Object.entries(server.errors).map(([k, v]) => [k, v[0] ?? ''])));
      setFailure(server.message ?? 'Your answer could not be sent. Check your connection and try again.');
    }
  };

  const confirm = () => {
    const missing: Record<string, string> = {};
    if (draft.still_using === null) missing.still_using = 'Tell us whether you still use the device.';
    if (draft.fits === null) missing.fits = 'Tell us whether it still fits.';
    if (draft.hours_per_night === '') missing.hours_per_night = 'Enter the hours a night.';
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      document.querySelector<HTMLElement>(`[name="${Object.keys(missing)[0]}"]`)?.focus();
      return;
    }
    void send({
      decision: 'confirm',
      still_using: draft.still_using ?? undefined,
      fits: draft.fits ?? undefined,
      hours_per_night: draft.hours_per_night === '' ? undefined : draft.hours_per_night,
      problems: draft.problems.trim() || undefined,
    });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        confirm();
      }}
    >
      <Stack gap="lg">
        <YesNoQuestion name="still_using" value={draft.still_using} error={errors.still_using} onChange={(v) => setDraft((d) => ({ ...d, still_using: v }))} />
        <YesNoQuestion name="fits" value={draft.fits} error={errors.fits} onChange={(v) => setDraft((d) => ({ ...d, fits: v }))} />
        <NumberInput
          name="hours_per_night"
          label={label('hours_per_night')}
          withAsterisk
          size="lg"
          min={0}
          max={24}
          allowDecimal={false}
          allowNegative={false}
          // The spin buttons are too small for a thumb; the phone's number pad is the input.
          hideControls
          inputMode="numeric"
          suffix=" h"
          value={draft.hours_per_night}
          onChange={(v) => setDraft((d) => ({ ...d, hours_per_night: typeof v === 'number' ? v : v === '' ? '' : Number(v) }))}
          error={errors.hours_per_night}
        />
        <Textarea
          name="problems"
          label={label('problems')}
          size="lg"
          minRows={3}
          maxLength={1000}
          value={draft.problems}
          onChange={(e) => {
            // Read now: the event's target is gone by the time React runs the updater.
            const problems = e.currentTarget.value;
            setDraft((d) => ({ ...d, problems }));
          }}
          error={errors.problems}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Stack gap="sm">
          <Button type="submit" size="xl" fullWidth loading={sending} styles={{ label: { fontSize: 19, fontWeight: 700 } }}>
            Confirm my refill
          </Button>
          <Button type="button" size="xl" variant="default" fullWidth disabled={sending} onClick={() => setDeclining(true)} styles={{ label: { fontSize: 19, fontWeight: 700 } }}>
            I don&apos;t need it
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={declining}
        title="No refill this time?"
        text="Your supplier will not send this refill. You will be asked again when the next one is due."
        confirmLabel="I don't need it"
        cancelLabel="Go back"
        loading={sending}
        onCancel={() => setDeclining(false)}
        onConfirm={() => {
          setDeclining(false);
          void send({ decision: 'decline', problems: draft.problems.trim() || undefined });
        }}
      />
    </form>
  );
}
