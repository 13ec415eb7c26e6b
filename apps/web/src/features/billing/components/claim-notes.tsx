import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@dme/contract';
import { FormErrorText, Textarea } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { claimNotesQueryOptions, useAddClaimNote } from '../api/claim-notes';

/** The billers' notes on a claim, newest first, and a box to add one. */
export function ClaimNotes({ claimId }: { claimId: number }) {
  const notes = useQuery(claimNotesQueryOptions(claimId));
  const add = useAddClaimNote(claimId);
  const [text, setText] = useState('');
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Notes
        </Title>
        <Textarea
          aria-label="New note"
          placeholder="Add a note"
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <FormErrorText error={add.error} />
        <Group justify="flex-end">
          <Button
            size="xs"
            disabled={!text.trim()}
            loading={add.isPending}
            onClick={() => add.mutate(text.trim(), { onSuccess: () => setText('') })}
          >
            Add note
          </Button>
        </Group>
        {notes.isError && (
          <Text fz="sm" c="red">
            {formErrorText(notes.error)}
          </Text>
        )}
        {notes.isPending && (
          <Text fz="sm" c="dimmed">
            Loading notes…
          </Text>
        )}
        {notes.data?.length === 0 && (
          <Text fz="sm" c="dimmed">
            No notes yet.
          </Text>
        )}
        {notes.data?.map((n) => (
          <Stack key={n.id} gap={0}>
            <Text fz="xs" c="dimmed">
              {formatDateTime(n.created_at)} · {n.user?.name ?? 'System'}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {n.text}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
