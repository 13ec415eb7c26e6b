import { Stack, Text } from '@mantine/core';
import { REFILL_QUESTIONS, type RequestAnswers } from '@dme/contract';

const shown = (value: RequestAnswers[string]) => (value === true ? 'Yes' : value === false ? 'No' : value === null ? '-' : String(value));

/** The answers as given: the payer questions in their order, else the document sent. */
export function AnswersList({ answers }: { answers: RequestAnswers }) {
  if (answers.decision === 'decline') {
    return (
      <Text fz="md">
        You said you don&apos;t need this refill{typeof answers.problems === 'string' ? `: ${answers.problems}` : '.'}
      </Text>
    );
  }
  if (typeof answers.file === 'string') return <Text fz="md">You sent “{answers.file}”.</Text>;
  return (
    <Stack gap={4} component="dl" m={0}>
      {REFILL_QUESTIONS.filter((q) => answers[q.key] !== undefined).map((q) => (
        <div key={q.key}>
          <Text component="dt" fz="sm" c="gray.7">
            {q.label}
          </Text>
          <Text component="dd" fz="md" m={0}>
            {shown(answers[q.key]!)}
            {q.key === 'hours_per_night' ? ' h' : ''}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
