import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import type { ItemQuiz } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { itemQuizQueryOptions, useMarkQuizPassed, useSaveQuizAnswers } from '../api/item-quiz';
import { QuizBadge, type QuizState } from './quiz-badge';
import { YesNo } from './yes-no';

export interface ItemQuizPanelProps {
  commonId: number;
  /** The item's order: its quiz summary is read again after a change. */
  orderId: number;
  /** Only the prescriber's side answers and passes quizzes. */
  side: 'doctor';
  /** Shows the answers without changing them (the order is no longer a draft). */
  readOnly?: boolean;
  /** After answers were saved or the quiz was passed (e.g. to reload the order screen). */
  onChanged?: (quiz: ItemQuiz) => void;
}

export function quizState(quiz: Pick<ItemQuiz, 'type' | 'passed' | 'complete'>): QuizState {
  if (quiz.type === null) return 'none';
  if (quiz.passed) return 'passed';
  return quiz.complete ? 'complete' : 'open';
}

type Answers = Record<string, boolean | null>;

/** The answers that differ from the stored ones (what "Save answers" sends; null clears one). */
function changesOf(quiz: ItemQuiz, draft: Answers): Answers {
  return Object.fromEntries(quiz.questions.filter((q) => q.key in draft && draft[q.key] !== q.answer).map((q) => [q.key, draft[q.key]!]));
}

/** The medical-necessity questions of one order item: answer yes/no, save, and mark the quiz passed. */
export function ItemQuizPanel({ commonId, orderId, readOnly = false, onChanged }: ItemQuizPanelProps) {
  const quiz = useQuery(itemQuizQueryOptions(commonId));
  if (quiz.isPending) {
    return (
      <Group justify="center" py="lg" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text c="dimmed" fz="sm">
          Loading the questions…
        </Text>
      </Group>
    );
  }
  if (quiz.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(quiz.error)}
      </Alert>
    );
  }
  return <QuizForm key={commonId} quiz={quiz.data} orderId={orderId} readOnly={readOnly} onChanged={onChanged} />;
}

interface QuizFormProps {
  quiz: ItemQuiz;
  orderId: number;
  readOnly: boolean;
  onChanged?: (quiz: ItemQuiz) => void;
}

function QuizForm({ quiz, orderId, readOnly, onChanged }: QuizFormProps) {
  const save = useSaveQuizAnswers(quiz.common_id, orderId);
  const pass = useMarkQuizPassed(quiz.common_id, orderId);
  const [draft, setDraft] = useState<Answers>({});
  const [failure, setFailure] = useState<{ title: string; open: string[] } | null>(null);
  const changes = changesOf(quiz, draft);
  const dirty = Object.keys(changes).length > 0;
  const busy = save.isPending || pass.isPending;

  const saveChanges = async (): Promise<boolean> => {
    if (!dirty) return true;
    try {
      const saved = await save.mutateAsync(changes);
      setDraft({});
      onChanged?.(saved);
      return true;
    } catch (error) {
      setFailure({ title: formErrorText(error), open: [] });
      return false;
    }
  };

  const onSave = async () => {
    setFailure(null);
    if (await saveChanges()) notify.success('The answers are saved.');
  };

  const onPass = async () => {
    setFailure(null);
    if (!(await saveChanges())) return;
    try {
      const passed = await pass.mutateAsync();
      onChanged?.(passed);
      notify.success('The quiz is marked passed.');
    } catch (error) {
      const { status, message, errors } = readServerError(error);
      if (status === 422 && errors?.answers)
        setFailure({ title: message ?? 'Every required question must be answered yes.', open: errors.answers });
      else setFailure({ title: formErrorText(error), open: [] });
    }
  };

  if (quiz.type === null) {
    return (
      <Text c="dimmed" fz="sm">
        {quiz.hcpcs} · {quiz.name} needs no medical-necessity questions.
      </Text>
    );
  }

  return (
    <Stack gap="md" component="section" aria-label={`Questions for ${quiz.hcpcs}`}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Title order={3} fz="md">
            {quiz.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {quiz.hcpcs} · {quiz.name}
          </Text>
        </Stack>
        <QuizBadge state={quizState(quiz)} passedAt={quiz.passed_at} />
      </Group>
      <Text fz="xs" c="dimmed">
        Questions marked * must be answered yes for the quiz to pass.
      </Text>
      <Stack gap="sm">
        {quiz.questions.map((q) => (
          <YesNo
            key={q.key}
            label={q.text}
            required={q.required}
            value={q.key in draft ? draft[q.key]! : q.answer}
            onChange={(value) => setDraft((d) => ({ ...d, [q.key]: value }))}
            disabled={readOnly || busy}
          />
        ))}
      </Stack>
      {failure && (
        <Alert color="red" variant="light" role="alert" title={failure.title}>
          {failure.open.length > 0 && (
            <>
              <Text fz="sm">Still open:</Text>
              <List fz="sm" spacing={2} aria-label="Open questions">
                {failure.open.map((text) => (
                  <List.Item key={text}>{text}</List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
      {!readOnly && (
        <Group gap="xs">
          <Button variant="default" onClick={() => void onSave()} disabled={!dirty || busy} loading={save.isPending && !pass.isPending}>
            Save answers
          </Button>
          <Button onClick={() => void onPass()} disabled={busy || (quiz.passed && !dirty)} loading={pass.isPending}>
            Mark passed
          </Button>
          {dirty && (
            <Text fz="xs" c="dimmed">
              Unsaved changes
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
