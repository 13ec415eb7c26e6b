import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** What the public quiz page says outside the questions (messages a patient understands). */
export const PUBLIC_QUIZ_TEXTS = {
  opening: 'Opening your questions…',
  invalidTitle: 'This link is not valid.',
  invalidText: 'Open the whole link from the e-mail you received, or ask your supplier to send a new one.',
  goneTitle: 'This link can no longer be used.',
  goneText:
    'A questionnaire link works once and expires after 72 hours. If your supplier still needs your answers, ask them to send a new link.',
  unreachableTitle: 'The page could not be loaded.',
  unreachableText: 'Check your internet connection and try again.',
  sendFailed: 'Your answers could not be sent. Check your internet connection and press "Send answers" again.',
  doneTitle: 'Thank you! Your answers were sent.',
  nothingTitle: 'No questions to answer',
  nothingText: 'Your order has no questions for you any more. You can close this page.',
} as const;

const ICONS = {
  info: 'M12 8h.01M11 12h1v4h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  warning: 'M12 8v5M12 16.5h.01M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  done: 'M5 12.5l4.5 4.5L19 7.5',
} as const;
const COLORS = { info: 'blue', warning: 'yellow', done: 'teal' } as const;

export interface QuizStateProps {
  kind: keyof typeof ICONS;
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
}

/** A centred message with an icon: the page's end states (invalid, used or expired, sent). */
export function QuizEndState({ kind, title, children, onRetry }: QuizStateProps) {
  return (
    <Stack align="center" gap="sm" ta="center" py="md" role={kind === 'done' ? 'status' : 'alert'} data-quiz-page-state={kind}>
      <ThemeIcon size={64} radius="xl" variant="light" color={COLORS[kind]} aria-hidden>
        <svg
          viewBox="0 0 24 24"
          width={32}
          height={32}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={ICONS[kind]} />
        </svg>
      </ThemeIcon>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      {children}
      {onRetry && (
        <Button size="md" variant="light" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Stack>
  );
}

export function EndText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" fz="md" maw={460}>
      {children}
    </Text>
  );
}
