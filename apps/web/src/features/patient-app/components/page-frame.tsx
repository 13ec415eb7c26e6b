import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { EndState, EndStateText } from '../../../components';
import { readServerError } from '../../../lib/http-error';

/**
 * Tap targets' text: 19 px bold is "large text" for WCAG, so the brand green (4.4:1 on white) still reads at 3:1
 * or better, as axe checks on every patient screen.
 */
export const TAP = { fz: 19, fw: 700 } as const;

/** A patient screen: one column with room for a thumb at 360 px, the same column on a laptop. */
export function PageFrame({ title, back, children }: { title: ReactNode; back?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} pb="xl" maw={640} w="100%" mx="auto">
      {back && (
        <Anchor component={Link} to={back.to} {...TAP} py={6} style={{ alignSelf: 'flex-start' }}>
          ← {back.label}
        </Anchor>
      )}
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

/**
 * A load that failed: "not found" for a 404 (another patient's id; or a user not linked to a record yet, when
 * `what` is the record itself), else a retry.
 */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const { status, message } = readServerError(error);
  if (status === 404 && /patient record/i.test(message ?? '')) {
    return (
      <EndState kind="info" title="Your account is not linked yet" large>
        <EndStateText large>Your supplier links your account to your patient record. Call them if this message stays.</EndStateText>
      </EndState>
    );
  }
  if (status === 404) return <EndState kind="info" title={`${what} not found`} large />;
  return (
    <EndState kind="warning" title={`Could not load the ${what.toLowerCase()}`} onRetry={onRetry} large>
      <EndStateText large>{message ?? 'Check the connection and try again.'}</EndStateText>
    </EndState>
  );
}

/** The usual three states of a screen around its content. */
export function Loaded<T>({
  query,
  what,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={`Loading ${what.toLowerCase()}`} />;
  if (query.isError || query.data === undefined) return <LoadError error={query.error} what={what} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
