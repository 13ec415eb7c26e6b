import { useRef } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatDateTime, type SignHow } from '@dme/contract';
import { readServerError, formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useRequestSignLink } from '../api/sign-link';

/**
 * Asks the prescriber to sign from anywhere: a link that works once, for this order only, for 72 hours (a new one
 * replaces it). `email` also mails it to the prescriber's address on file.
 */
export function SignLinkSection({ orderId, prescriber }: { orderId: number; prescriber: string | null }) {
  const request = useRequestSignLink(orderId);
  const input = useRef<HTMLInputElement>(null);
  const link = request.data;
  const failure = request.error ? (readServerError(request.error).errors?.how?.join(', ') ?? formErrorText(request.error)) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      notify.copied();
    } catch {
      input.current?.select();
      notify.warning('The link could not be copied automatically: it is selected, copy it with your keyboard.');
    }
  };
  const ask = (how: SignHow) => request.mutate(how);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Signing link">
      <Stack gap="xs">
        <Title order={3} fz="md">
          Send a signing link
        </Title>
        <Text fz="sm" c="dimmed">
          {prescriber ?? 'The prescriber'} can review and sign from any device. The link works once, for this order only, and expires in 72
          hours; a new link replaces the earlier one.
        </Text>
        <Group gap="xs">
          <Button
            variant="light"
            onClick={() => ask('link')}
            loading={request.isPending && request.variables === 'link'}
            disabled={request.isPending}
          >
            Create link
          </Button>
          <Button
            variant="default"
            onClick={() => ask('email')}
            loading={request.isPending && request.variables === 'email'}
            disabled={request.isPending}
          >
            Email it to the prescriber
          </Button>
        </Group>
        {failure && (
          <Text role="alert" c="red" fz="sm">
            {failure}
          </Text>
        )}
        {link && !request.isPending && (
          <Stack gap={4} data-testid="sign-link">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                ref={input}
                label="Signing link"
                value={link.url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <Button onClick={() => void copy()}>Copy</Button>
            </Group>
            <Text fz="xs" c="dimmed">
              Expires {formatDateTime(link.expires_at)}
              {link.sent_to ? ` · mailed to ${link.sent_to}` : ''}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
