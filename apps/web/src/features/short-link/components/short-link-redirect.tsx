import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { href, isInAppPath } from '@dme/contract';
import { readServerError } from '../../../lib/http-error';
import { shortLinkQueryOptions } from '../api/resolve-short-link';

export const SHORT_LINK_TEXTS = {
  resolving: 'Opening the link…',
  invalid: 'This link is not valid.',
  expired: 'This link has expired.',
  unreachable: 'The link could not be opened. Check your connection and try again.',
} as const;

/** What the page says when the link cannot be followed. */
function failureText(error: unknown): { title: string; retry: boolean } {
  const { status, message } = readServerError(error);
  if (status === 404) return { title: SHORT_LINK_TEXTS.invalid, retry: false };
  if (status === 410) return { title: SHORT_LINK_TEXTS.expired, retry: false };
  if (status === null) return { title: SHORT_LINK_TEXTS.unreachable, retry: true };
  return { title: message ?? SHORT_LINK_TEXTS.unreachable, retry: status >= 500 };
}

/** Resolves a short link and replaces this page with its target (an in-app path), or says why it cannot. */
export function ShortLinkRedirect({ hash }: { hash: string }) {
  const navigate = useNavigate();
  const query = useQuery(shortLinkQueryOptions(hash));
  // A target outside the app is treated as an unknown link (the server refuses to store one; this is the second lock).
  const target = query.data !== undefined && isInAppPath(query.data) ? query.data : null;
  const refused = query.data !== undefined && target === null;

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  if (query.isError || refused) {
    const failure = refused ? { title: SHORT_LINK_TEXTS.invalid, retry: false } : failureText(query.error);
    return (
      <Stack gap="md" align="center" ta="center" py="md">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {failure.title}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          Ask whoever sent it for a new link, or continue to the portal.
        </Text>
        <Group justify="center">
          {failure.retry && (
            <Button variant="light" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
          <Button component={Link} to={href('welcome')}>
            Go to the home page
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" align="center" py="xl" role="status" aria-live="polite">
      <Loader size="md" />
      <Text c="dimmed">{SHORT_LINK_TEXTS.resolving}</Text>
    </Stack>
  );
}
