import { useQuery } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, noteBody } from '@dme/contract';
import { FormErrorText, Textarea, useAppForm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { claimNotesQueryOptions, useAddClaimNote } from '../api/claim-notes';

interface NoteValues extends Record<string, unknown> {
  text: string;
}

/** The billers' notes on a claim, newest first, and a box to add one. */
export function ClaimNotes({ claimId }: { claimId: number }) {
  const notes = useQuery(claimNotesQueryOptions(claimId));
  const add = useAddClaimNote(claimId);
  const form = useAppForm<NoteValues>({ schema: noteBody, initialValues: { text: '' } });
  const text = form.getValues().text;
  const submit = form.onSubmit((values) => add.mutate(noteBody.parse(values).text, { onSuccess: () => form.reset(), onError: form.fail }));
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Notes
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea aria-label="New note" placeholder="Add a note" rows={2} maxLength={2000} {...form.getInputProps('text')} />
            <FormErrorText error={form.formError} />
            <Group justify="flex-end">
              <Button type="submit" size="xs" disabled={!text.trim()} loading={add.isPending}>
                Add note
              </Button>
            </Group>
          </Stack>
        </form>
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
