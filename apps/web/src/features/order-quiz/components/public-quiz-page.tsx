import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type PublicQuiz } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { publicQuizQueryOptions, useSubmitPublicQuiz, type QuizLink } from '../api/public-quiz';
import { EndState, EndStateText } from '../../../components';
import { PUBLIC_QUIZ_TEXTS as T } from './public-quiz-states';
import { YesNo } from './yes-no';

/** The shape a quiz link's token has (the contract's rule): anything else is not worth asking the server about. */
const TOKEN = /^[\w-]{20,200}$/;

type Ending = { kind: 'invalid' } | { kind: 'gone'; message: string | null } | { kind: 'unreachable' };

/** Where a failed call leaves the page; null: another refusal, said above the button. */
function endingOf(error: unknown): Ending | null {
  const { status, message } = readServerError(error);
  // The server refuses a malformed link (422) before looking it up: for the visitor it is just not valid.
  if (status === 404 || status === 422) return { kind: 'invalid' };
  if (status === 410) return { kind: 'gone', message };
  if (status === null || status >= 500) return { kind: 'unreachable' };
  return null;
}

function Invalid() {
  return (
    <EndState large kind="warning" title={T.invalidTitle}>
      <EndStateText large>{T.invalidText}</EndStateText>
    </EndState>
  );
}

function Gone({ message }: { message: string | null }) {
  return (
    <EndState large kind="info" title={message ?? T.goneTitle}>
      <EndStateText large>{T.goneText}</EndStateText>
    </EndState>
  );
}

/** `signed.order`: the patient, signed out, answers the medical-necessity questions of an order through a link. */
export function PublicQuizPage(link: QuizLink) {
  const wellFormed = link.userId > 0 && link.orderId > 0 && TOKEN.test(link.token);
  return wellFormed ? <QuizFlow {...link} /> : <Invalid />;
}

function QuizFlow(link: QuizLink) {
  const quiz = useQuery(publicQuizQueryOptions(link));
  const submit = useSubmitPublicQuiz(link);
  const [sent, setSent] = useState<PublicQuiz | null>(null);
  const [ended, setEnded] = useState<Ending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (items: { common_id: number; answers: Record<string, boolean> }[]) => {
    setFailure(null);
    try {
      setSent(await submit.mutateAsync(items));
    } catch (error) {
      const ending = endingOf(error);
      if (ending && ending.kind !== 'unreachable') setEnded(ending);
      else setFailure(ending ? T.sendFailed : formErrorText(error));
    }
  };

  if (sent) {
    return (
      <EndState large kind="done" title={T.doneTitle}>
        <EndStateText large>
          Thank you, {sent.patient.first_name}. {sent.supplier || 'Your supplier'} has your answers for order #{sent.order_id}.
        </EndStateText>
        <EndStateText large>You can close this page. The link no longer works.</EndStateText>
      </EndState>
    );
  }
  const ending = ended ?? (quiz.isError ? endingOf(quiz.error) : null);
  if (ending?.kind === 'invalid') return <Invalid />;
  if (ending?.kind === 'gone') return <Gone message={ending.message} />;
  if (quiz.isError) {
    return (
      <EndState large kind="warning" title={T.unreachableTitle} onRetry={() => void quiz.refetch()}>
        <EndStateText large>{ending ? T.unreachableText : formErrorText(quiz.error)}</EndStateText>
      </EndState>
    );
  }
  if (quiz.isPending) {
    return (
      <Stack gap="sm" align="center" py="xl" role="status" aria-live="polite">
        <Loader size="md" />
        <Text c="dimmed">{T.opening}</Text>
      </Stack>
    );
  }
  if (quiz.data.items.length === 0) {
    return (
      <EndState large kind="info" title={T.nothingTitle}>
        <EndStateText large>{T.nothingText}</EndStateText>
      </EndState>
    );
  }
  return <QuizForm quiz={quiz.data} sending={submit.isPending} failure={failure} onSend={send} />;
}

interface QuizFormProps {
  quiz: PublicQuiz;
  sending: boolean;
  failure: string | null;
  onSend: (items: { common_id: number; answers: Record<string, boolean> }[]) => Promise<void>;
}

const answerKey = (commonId: number, key: string) => `${commonId}:${key}`;

function QuizForm({ quiz, sending, failure, onSend }: QuizFormProps) {
  // Starts from what is on file, so what the patient sees is what is stored after sending.
  const [answers, setAnswers] = useState<Record<string, boolean | null>>(() =>
    Object.fromEntries(quiz.items.flatMap((item) => item.questions.map((q) => [answerKey(item.common_id, q.key), q.answer]))),
  );
  const [checked, setChecked] = useState(false);
  const missing = quiz.items.flatMap((item) =>
    item.questions
      .filter((q) => q.required && answers[answerKey(item.common_id, q.key)] == null)
      .map((q) => answerKey(item.common_id, q.key)),
  );

  const submit = () => {
    setChecked(true);
    if (missing.length > 0) {
      document.querySelector<HTMLElement>(`[data-answer-key="${missing[0]}"] [role="radio"]`)?.focus();
      return;
    }
    void onSend(
      quiz.items.map((item) => ({
        common_id: item.common_id,
        answers: Object.fromEntries(
          item.questions.flatMap((q) => {
            const value = answers[answerKey(item.common_id, q.key)];
            return value == null ? [] : [[q.key, value]];
          }),
        ),
      })),
    );
  };

  const supplier = quiz.supplier || 'Your supplier';
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Hello {quiz.patient.first_name},
          </Title>
          <Text fz="md">
            {supplier} is preparing your order #{quiz.order_id} and asks you a few questions about the equipment. Choose Yes or No for each
            question, then press &quot;Send answers&quot;.
          </Text>
          <Text fz="sm" c="dimmed">
            Questions marked * need an answer. This link works once and expires {formatDateTime(quiz.link_expires_at)}.
          </Text>
        </Stack>
        {quiz.items.map((item) => (
          <Paper
            key={item.common_id}
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            component="section"
            aria-label={item.title ?? item.name}
          >
            <Stack gap="md">
              <Stack gap={2}>
                <Title order={2} fz={{ base: 18, sm: 20 }}>
                  {item.title ?? item.name}
                </Title>
                <Text fz="sm" c="dimmed">
                  {item.name}
                </Text>
              </Stack>
              {item.questions.map((q) => {
                const key = answerKey(item.common_id, q.key);
                return (
                  <div key={key} data-answer-key={key}>
                    <YesNo
                      label={q.text}
                      required={q.required}
                      size="lg"
                      value={answers[key] ?? null}
                      onChange={(value) => setAnswers((a) => ({ ...a, [key]: value }))}
                      disabled={sending}
                      error={checked && q.required && answers[key] == null ? 'Please answer this question.' : null}
                    />
                  </div>
                );
              })}
            </Stack>
          </Paper>
        ))}
        {checked && missing.length > 0 && (
          <Alert color="yellow" variant="light" role="alert">
            {missing.length === 1 ? 'One question still needs an answer.' : `${missing.length} questions still need an answer.`}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" size="xl" fullWidth loading={sending}>
          Send answers
        </Button>
        <Text fz="xs" c="dimmed" ta="center">
          Your answers go to {supplier} only.
        </Text>
      </Stack>
    </form>
  );
}
