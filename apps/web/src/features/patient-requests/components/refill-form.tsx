import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Radio, Stack, Text, Textarea } from '@mantine/core';
import { z } from 'zod';
import { REFILL_QUESTIONS, refillAnswerBody, type RefillAnswerBody } from '@dme/contract';
import { ConfirmDialog, useAppForm } from '../../../components';

type YesNoKey = 'still_using' | 'fits';

interface Draft extends Record<string, unknown> {
  still_using: boolean | null;
  fits: boolean | null;
  hours_per_night: number | '';
  problems: string;
}

const EMPTY: Draft = { still_using: null, fits: null, hours_per_night: '', problems: '' };
const problemsOf = (text: string) => text.trim() || undefined;

/** The answers as the contract's `refillAnswerBody` of a confirmed refill: it says what is missing. */
const confirmSchema = z
  .object({ still_using: z.boolean().nullable(), fits: z.boolean().nullable(), hours_per_night: z.union([z.number(), z.literal('')]), problems: z.string() })
  .transform(
    (d): z.input<typeof refillAnswerBody> => ({
      decision: 'confirm',
      still_using: d.still_using ?? undefined,
      fits: d.fits ?? undefined,
      hours_per_night: d.hours_per_night === '' ? undefined : d.hours_per_night,
      problems: problemsOf(d.problems),
    }),
  )
  .pipe(refillAnswerBody);

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
  const form = useAppForm<Draft>({ schema: confirmSchema, initialValues: EMPTY });
  const [declining, setDeclining] = useState(false);
  const send = (body: RefillAnswerBody) => {
    form.clearFormError();
    onAnswer(body).catch(form.fail);
  };
  const submit = form.onSubmit(
    (draft) => send(confirmSchema.parse(draft)),
    // The first question left open takes the focus.
    (missing) => document.querySelector<HTMLElement>(`[name="${Object.keys(missing)[0]}"]`)?.focus(),
  );
  const yesNo = (name: YesNoKey) => {
    const { value, onChange, error } = form.getInputProps(name);
    return <YesNoQuestion name={name} value={value as boolean | null} error={error as string | undefined} onChange={onChange as (v: boolean) => void} />;
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {yesNo('still_using')}
        {yesNo('fits')}
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
          {...form.getInputProps('hours_per_night')}
          onChange={(v) => form.setFieldValue('hours_per_night', typeof v === 'number' ? v : v === '' ? '' : Number(v))}
        />
        <Textarea
          name="problems"
          label={label('problems')}
          size="lg"
          minRows={3}
          maxLength={1000}
          {...form.getInputProps('problems')}
        />
        {form.formError && (
          <Alert color="red" role="alert">
            {form.formError}
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
          send({ decision: 'decline', problems: problemsOf(form.getValues().problems) });
        }}
      />
    </form>
  );
}
