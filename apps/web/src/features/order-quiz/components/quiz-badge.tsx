import { Badge } from '@mantine/core';
import { formatDateTime } from '@dme/contract';

export type QuizState = 'none' | 'open' | 'complete' | 'passed';

const LOOK: Readonly<Record<QuizState, { color: string; text: string }>> = {
  none: { color: 'gray', text: 'No questions' },
  open: { color: 'yellow', text: 'Open' },
  complete: { color: 'blue', text: 'Answered, not passed' },
  passed: { color: 'teal', text: 'Passed' },
};

/** Where an item's medical-necessity quiz stands; "Passed" carries its time when known. */
export function QuizBadge({ state, passedAt }: { state: QuizState; passedAt?: string | null }) {
  const look = LOOK[state];
  return (
    <Badge color={look.color} variant={state === 'passed' ? 'filled' : 'light'} data-quiz-state={state}>
      {state === 'passed' && passedAt ? `Passed ${formatDateTime(passedAt)}` : look.text}
    </Badge>
  );
}
