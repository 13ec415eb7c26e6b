import type { ReactNode } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';

const ICONS = {
  info: 'M12 8h.01M11 12h1v4h1M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  warning: 'M12 8v5M12 16.5h.01M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  done: 'M5 12.5l4.5 4.5L19 7.5',
} as const;
const COLORS = { info: 'blue', warning: 'yellow', done: 'teal' } as const;

export interface EndStateProps {
  kind: keyof typeof ICONS;
  title: string;
  children?: ReactNode;
  /** Offers "Try again" (a failure that may pass). */
  onRetry?: () => void;
  /** Bigger icon and button, for pages patients open on a phone. */
  large?: boolean;
}

/** A centred message with an icon: where a public link page ends (invalid, used or expired, nothing to do, done). */
export function EndState({ kind, title, children, onRetry, large = false }: EndStateProps) {
  const icon = large ? 32 : 28;
  return (
    <Stack align="center" gap="sm" ta="center" py="md" role={kind === 'done' ? 'status' : 'alert'} data-end-state={kind}>
      <ThemeIcon size={large ? 64 : 56} radius="xl" variant="light" color={COLORS[kind]} aria-hidden>
        <svg
          viewBox="0 0 24 24"
          width={icon}
          height={icon}
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
        <Button size={large ? 'md' : 'sm'} variant="light" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Stack>
  );
}

export function EndStateText({ children, large = false }: { children: ReactNode; large?: boolean }) {
  return (
    <Text c="dimmed" fz={large ? 'md' : 'sm'} maw={460}>
      {children}
    </Text>
  );
}
