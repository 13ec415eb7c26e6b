import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { formatDateTime, type EmployeeDetail } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { useAddNote, notesQueryOptions } from '../api/notes';

/** HR notes on the employee, newest first, and a box to add one. */
export function NotesTab({ employee }: { employee: EmployeeDetail }) {
  const notes = useQuery(notesQueryOptions(employee.id));
  const add = useAddNote(employee.id);
  const [body, setBody] = useState('');
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Textarea label="New note" autosize minRows={3} maxLength={5000} value={body} onChange={(e) => setBody(e.currentTarget.value)} error={add.isError ? formErrorText(add.error) : undefined} />
        <Group justify="flex-end">
          <Button disabled={!body.trim()} loading={add.isPending} onClick={() => add.mutate(body.trim(), { onSuccess: () => setBody('') })}>
            Add note
          </Button>
        </Group>
      </Stack>
      {notes.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorText(notes.error)}
        </Alert>
      ) : !notes.data ? (
        <Loader size="sm" aria-label="Loading the notes" />
      ) : notes.data.length === 0 ? (
        <Text c="dimmed">No notes yet.</Text>
      ) : (
        notes.data.map((n) => (
          <Paper key={n.id} withBorder radius="md" p="sm">
            <Text fz="xs" c="dimmed">
              {n.author.name} · {formatDateTime(n.created_at)}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {n.body}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
