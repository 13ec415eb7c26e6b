import type { ReactNode } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { EndState, EndStateText } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';

/** The shape a link's token has (the contract's rule): anything else is not worth asking the server about. */
export const LINK_TOKEN = /^[\w-]{20,200}$/;

export const PUBLIC_TEXTS = {
  invalidTitle: 'This link is not valid.',
  invalidText: 'Open the whole link from the message you received, or ask the company to send a new one.',
  goneText: 'Each link works once and for a limited time. If something still needs you, the company will send a new link.',
  unreachableTitle: 'The page could not be loaded.',
  unreachableText: 'Check your connection and try again.',
} as const;

export type LinkEnd = { kind: 'invalid' } | { kind: 'gone'; message: string | null } | { kind: 'unreachable'; message: string };

/** Where a failed call leaves a public page: null when the page should stay and show the message itself. */
export function linkEnd(error: unknown, reading: boolean): LinkEnd | null {
  const { status, message } = readServerError(error);
  // A malformed token is refused (422) before any look-up: for the visitor it is just not valid.
  if (status === 404 || (reading && status === 422)) return { kind: 'invalid' };
  if (status === 410) return { kind: 'gone', message };
  if (status === null || status >= 500) return { kind: 'unreachable', message: formErrorText(error) };
  return null;
}

/** The end of a public page: invalid, used or expired, or unreachable (with a retry). */
export function LinkEndState({ end, onRetry }: { end: LinkEnd; onRetry?: () => void }) {
  if (end.kind === 'invalid')
    return (
      <EndState large kind="warning" title={PUBLIC_TEXTS.invalidTitle}>
        <EndStateText large>{PUBLIC_TEXTS.invalidText}</EndStateText>
      </EndState>
    );
  if (end.kind === 'gone')
    return (
      <EndState large kind="info" title={end.message ?? 'This link can no longer be used.'}>
        <EndStateText large>{PUBLIC_TEXTS.goneText}</EndStateText>
      </EndState>
    );
  return (
    <EndState large kind="warning" title={PUBLIC_TEXTS.unreachableTitle} onRetry={onRetry}>
      <EndStateText large>{PUBLIC_TEXTS.unreachableText}</EndStateText>
    </EndState>
  );
}

export function Opening({ children }: { children: ReactNode }) {
  return (
    <Stack gap="sm" align="center" py="xl" role="status" aria-live="polite">
      <Loader size="md" />
      <Text c="dimmed">{children}</Text>
    </Stack>
  );
}
