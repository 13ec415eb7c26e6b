import { useQuery } from '@tanstack/react-query';
import { Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { answerSatisfactionBody, formatDate, SATISFACTION_QUESTIONS, type PublicSatisfaction, type SatisfactionQuestionKey } from '@dme/contract';
import type { AppForm } from '../../../components';
import { publicSurveyQueryOptions, useAnswerSurvey } from '../api/public-charts';
import { PublicSigning } from './public-signing';
import { NO_SIGNATURE, SignBlock, withSignature, type SignValues } from './sign-block';

/** The answers as given: 0 stars until a question is rated (the contract's rule asks for 1 to 5). */
interface SurveyValues extends SignValues, Record<SatisfactionQuestionKey, number> {
  comment: string;
}

const INITIAL: SurveyValues = { ...NO_SIGNATURE, overall: 0, driver: 0, timeliness: 0, explanation: 0, comment: '' };
/** The contract's body; an empty comment is left out. */
const schema = withSignature(answerSatisfactionBody).transform(({ comment, ...rest }) => (comment ? { ...rest, comment } : rest));
const useSurvey = (hash: string) => useQuery(publicSurveyQueryOptions(hash));

/** `sign.satisfaction`: the patient, signed out on a phone, rates the delivery and signs. */
export function PublicSatisfactionPage({ hash }: { hash: string }) {
  return (
    <PublicSigning
      hash={hash}
      useData={useSurvey}
      useSign={useAnswerSurvey}
      schema={schema}
      initialValues={INITIAL}
      opening="Opening your survey…"
      done={{ title: 'Thank you for your answers!', text: 'Your ratings and signature have been received. You can close this page.' }}
    >
      {(survey, form, pending) => <SurveyForm survey={survey} form={form} loading={pending} />}
    </PublicSigning>
  );
}

function SurveyForm({ survey, form, loading }: { survey: PublicSatisfaction; form: AppForm<SurveyValues>; loading: boolean }) {
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
      {SATISFACTION_QUESTIONS.map((q) => {
        const { error, value, onChange } = form.getInputProps(q.key);
        return (
          <Paper key={q.key} withBorder radius="md" p="md" role="group" aria-labelledby={`question-${q.key}`}>
            <Text id={`question-${q.key}`} fw={600} mb={8}>
              {label(q.key, q.label)}
            </Text>
            <Rating
              size={40}
              value={value as number}
              onChange={onChange as (value: number) => void}
              aria-label={q.label}
              getSymbolLabel={(v) => `${v} of 5 stars`}
              data-question={q.key}
              readOnly={loading}
            />
            {error && (
              <Text size="sm" c="red" role="alert" mt={4}>
                {error as string}
              </Text>
            )}
          </Paper>
        );
      })}
      <Textarea
        size="md"
        label="Anything else you would like to tell us? (optional)"
        autosize
        minRows={3}
        maxLength={2000}
        {...form.getInputProps('comment')}
        disabled={loading}
      />
      <SignBlock
        form={form}
        submitLabel="Send my answers"
        loading={loading}
        note={`By signing you confirm these are your answers. This link works once and expires on ${formatDate(survey.expires_at)}.`}
      />
    </Stack>
  );
}
