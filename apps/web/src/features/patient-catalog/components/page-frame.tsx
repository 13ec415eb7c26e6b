import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { EndState, EndStateText } from '../../../components';
import { readServerError } from '../../../lib/http-error';

/**
 * Text on the brand green or in it: 19 px bold is "large text" for WCAG, so the green (4.4:1 on white) reads at the
 * 3:1 large text needs, as axe checks on every patient screen (the patient app's rule too).
 */
export const TAP = { fz: 19, fw: 700 } as const;

/** A shop screen: one column with room for a thumb at 360 px (the patient app's frame), an action beside the title. */
export function ShopFrame({ title, back, action, children }: { title: ReactNode; back?: { to: string; label: string }; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} pb="xl" maw={640} w="100%" mx="auto">
      {back && (
        <Anchor component={Link} to={back.to} {...TAP} py={8} style={{ alignSelf: 'flex-start' }}>
          ← {back.label}
        </Anchor>
      )}
      <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
        <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

interface LoadedProps<T> {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  what: string;
  /** The path's ids cannot name anything (not numbers, or not nested as the path says): "not found" at once. */
  missing?: boolean;
  children: (data: T) => ReactNode;
}

/** Loading, failure ("not found" for a 404; the unlinked patient's own message) or the content. */
export function Loaded<T>({ query, what, missing = false, children }: LoadedProps<T>) {
  if (missing) return <EndState kind="info" title={`${what} not found`} large />;
  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-label={`Loading ${what.toLowerCase()}`}>
        <Loader />
      </Center>
    );
  }
  if (query.isError || query.data === undefined) {
    const { status, message } = readServerError(query.error);
    if (status === 404 && /patient record/i.test(message ?? '')) {
      return (
        <EndState kind="info" title="Your account is not linked yet" large>
          <EndStateText large>Your supplier links your account to your patient record. Call them if this message stays.</EndStateText>
        </EndState>
      );
    }
    if (status === 404) return <EndState kind="info" title={`${what} not found`} large />;
    return (
      <EndState kind="warning" title={`Could not load the ${what.toLowerCase()}`} onRetry={() => void query.refetch()} large>
        <EndStateText large>{message ?? 'Check the connection and try again.'}</EndStateText>
      </EndState>
    );
  }
  return <>{children(query.data)}</>;
}
