import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDate, SATISFACTION_QUESTIONS, type PublicSatisfaction, type SatisfactionQuestionKey } from '@dme/contract';
import { EndState, EndStateText } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { publicSurveyQueryOptions, useAnswerSurvey } from '../api/public-charts';
import { LINK_TOKEN, LinkEndState, linkEnd, Opening, type LinkEnd } from './public-link';
import { SignBlock } from './sign-block';

type Scores = Partial<Record<SatisfactionQuestionKey, number>>;

/** `sign.satisfaction`: the patient, signed out on a phone, rates the delivery and signs. */
export function PublicSatisfactionPage({ hash }: { hash: string }) {
  if (!LINK_TOKEN.test(hash)) return <LinkEndState end={{ kind: 'invalid' }} />;
  return <Survey hash={hash} />;
}

function Survey({ hash }: { hash: string }) {
  const survey = useQuery(publicSurveyQueryOptions(hash));
  const answer = useAnswerSurvey(hash);
  const [ended, setEnded] = useState<LinkEnd | null>(null);
  const [done, setDone] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = async (scores: Scores, comment: string, signerName: string, signature: string) => {
    const missing = SATISFACTION_QUESTIONS.filter((q) => !scores[q.key]);
    if (missing.length) return setErrors(Object.fromEntries(missing.map((q) => [q.key, 'Choose 1 to 5 stars.'])));
    setErrors({});
    try {
      await answer.mutateAsync({
        overall: scores.overall!,
        driver: scores.driver!,
        timeliness: scores.timeliness!,
        explanation: scores.explanation!,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        signer_name: signerName,
        signature,
      });
      setDone(true);
    } catch (error) {
      const end = linkEnd(error, false);
      if (end && end.kind !== 'unreachable') return setEnded(end);
      const fields = readServerError(error).errors;
      setErrors(fields ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.join(', ')])) : { general: formErrorText(error) });
    }
  };

  if (done)
    return (
      <EndState large kind="done" title="Thank you for your answers!">
        <EndStateText large>Your ratings and signature have been received. You can close this page.</EndStateText>
      </EndState>
    );
  const end = ended ?? (survey.isError ? linkEnd(survey.error, true) : null);
  if (end) return <LinkEndState end={end} onRetry={() => void survey.refetch()} />;
  if (survey.isError) return <LinkEndState end={{ kind: 'unreachable', message: formErrorText(survey.error) }} onRetry={() => void survey.refetch()} />;
  if (survey.isPending) return <Opening>Opening your survey…</Opening>;
  return <SurveyForm survey={survey.data} loading={answer.isPending} errors={errors} onSend={send} />;
}

interface FormProps {
  survey: PublicSatisfaction;
  loading: boolean;
  errors: Record<string, string>;
  onSend: (scores: Scores, comment: string, signerName: string, signature: string) => void;
}

function SurveyForm({ survey, loading, errors, onSend }: FormProps) {
  const [scores, setScores] = useState<Scores>({});
  const [comment, setComment] = useState('');
  const label = (key: SatisfactionQuestionKey, text: string) =>
    key === 'driver' && survey.driver_first_name ? `${text} (${survey.driver_first_name})` : text;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          How did we do?
        </Title>
        <Text c="dimmed">
          {survey.company} delivered {survey.items.length ? survey.items.join(', ') : 'your equipment'}
          {survey.delivered_at ? ` on ${formatDate(survey.delivered_at)}` : ''}. Please rate the delivery and sign below.
        </Text>
      </Stack>
      {SATISFACTION_QUESTIONS.map((q) => (
        <Paper key={q.key} withBorder radius="md" p="md" role="group" aria-labelledby={`question-${q.key}`}>
          <Text id={`question-${q.key}`} fw={600} mb={8}>
            {label(q.key, q.label)}
          </Text>
          <Rating
            size={40}
            value={scores[q.key] ?? 0}
            onChange={(v) => setScores((s) => ({ ...s, [q.key]: v }))}
            aria-label={q.label}
            getSymbolLabel={(v) => `${v} of 5 stars`}
            data-question={q.key}
            readOnly={loading}
          />
          {errors[q.key] && (
            <Text size="sm" c="red" role="alert" mt={4}>
              {errors[q.key]}
            </Text>
          )}
        </Paper>
      ))}
      <Textarea
        size="md"
        label="Anything else you would like to tell us? (optional)"
        autosize
        minRows={3}
        maxLength={2000}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        error={errors.comment}
        disabled={loading}
      />
      <SignBlock
        submitLabel="Send my answers"
        loading={loading}
        errors={{ signer_name: errors.signer_name, signature: errors.signature, general: errors.general }}
        note={`By signing you confirm these are your answers. This link works once and expires on ${formatDate(survey.expires_at)}.`}
        onSign={(name, signature) => onSend(scores, comment, name, signature)}
      />
    </Stack>
  );
}
