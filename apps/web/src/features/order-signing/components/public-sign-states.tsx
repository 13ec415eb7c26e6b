import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** What the public signing page says when there is nothing to sign (messages a stranger understands). */
export const PUBLIC_SIGN_TEXTS = {
  opening: 'Opening the signing link…',
  invalidTitle: 'This signing link is not valid.',
  invalidText: 'Open the whole link from the message you received, or ask the practice to send a new one.',
  goneTitle: 'This signing link can no longer be used.',
  goneText:
    'A signing link works once and expires after 72 hours. If something still needs your signature, ask the practice to send a new link.',
  nothingTitle: 'Nothing to sign',
  nothingText: 'Nothing waits for your signature on this order any more. You can close this page.',
  unreachableTitle: 'The page could not be loaded.',
  unreachableText: 'Check your connection and try again.',
  doneTitle: 'Thank you: the documents are signed.',
  doneTitleOne: 'Thank you: the document is signed.',
} as const;

const ICONS = {
  info: 'M12 8h.01M11 12h1v4h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  warning: 'M12 8v5M12 16.5h.01M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  done: 'M5 12.5l4.5 4.5L19 7.5',
} as const;
const COLORS = { info: 'blue', warning: 'yellow', done: 'teal' } as const;

export interface SignStateProps {
  kind: keyof typeof ICONS;
  title: string;
  children?: ReactNode;
  /** Offers "Try again" (a failure that may pass). */
  onRetry?: () => void;
}

/** A centred message with an icon: the page's end states (invalid, used, nothing to sign, signed). */
export function SignState({ kind, title, children, onRetry }: SignStateProps) {
  return (
    <Stack align="center" gap="sm" ta="center" py="md" role={kind === 'done' ? 'status' : 'alert'} data-sign-state={kind}>
      <ThemeIcon size={56} radius="xl" variant="light" color={COLORS[kind]} aria-hidden>
        <svg
          viewBox="0 0 24 24"
          width={28}
          height={28}
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
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Stack>
  );
}

export function StateText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" maw={460}>
      {children}
    </Text>
  );
}
