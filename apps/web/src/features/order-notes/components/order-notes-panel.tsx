import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { can, type Note } from '@dme/contract';
import { useConfirm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../auth';
import { useChosenLocationId } from '../../location';
import { orderNotesQueryOptions } from '../api/list-notes';
import { orderPersonsQueryOptions } from '../api/persons';
import { useCreateNote, useDeleteNote, useUpdateNote } from '../api/save-note';
import type { NoteSide } from '../api/side';
import { NoteForm, type NoteValues } from './note-form';
import { NoteItem } from './note-item';

/** The permission the server checks before a note is edited or deleted. */
export const MANAGE_NOTES = 'manage notes';

export interface OrderNotesPanelProps {
  orderId: number;
  side: NoteSide;
}

/** The order's notes for either side: newest first, a new note with mentions and the internal flag, edit and delete own notes. */
export function OrderNotesPanel({ orderId, side }: OrderNotesPanelProps) {
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  const confirm = useConfirm();
  const notes = useInfiniteQuery(orderNotesQueryOptions(side, orderId));
  const persons = useQuery(orderPersonsQueryOptions(side, orderId));
  const create = useCreateNote(side, orderId);
  const update = useUpdateNote(side, orderId);
  const remove = useDeleteNote(side, orderId);
  const [editing, setEditing] = useState<number | null>(null);
  const mayManage = user !== null && can(user, MANAGE_NOTES, locationId);
  // Mentioning oneself tells nobody: the server drops it, so it is not offered.
  const others = (persons.data ?? []).filter((p) => p.id !== user?.id);

  const add = async (values: NoteValues) => {
    const note = await create.mutateAsync(values);
    notify.success(note.mentions.length ? `The note was added; ${mentionedText(note)} will be told` : 'The note was added');
  };
  const save = async (note: Note, values: NoteValues) => {
    await update.mutateAsync({ noteId: note.id, body: { body: values.body, mention_ids: values.mention_ids } });
    setEditing(null);
    notify.success('The note was saved');
  };
  const deleteNote = async (note: Note) => {
    const confirmed = await confirm({
      item_data: note,
      text: 'Delete this note? This cannot be undone.',
      confirmLabel: 'Delete',
      color: 'red',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(note.id);
      notify.success('The note was deleted');
    } catch (error) {
      notify.error(formErrorText(error));
    }
  };

  const rows = notes.data?.pages.flatMap((p) => p.data) ?? [];
  let list;
  if (notes.isPending) {
    list = (
      <Center py="md">
        <Loader size="sm" aria-label="Loading the notes" />
      </Center>
    );
  } else if (notes.isError) {
    list = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(notes.error)}
      </Alert>
    );
  } else if (rows.length === 0) {
    list = (
      <Text fz="sm" c="dimmed" ta="center" py="sm">
        No notes yet.
      </Text>
    );
  } else {
    list = (
      <Stack gap="xs">
        <Stack component="ul" gap="xs" p={0} m={0} aria-label="Notes">
          {rows.map((n) => (
            <NoteItem
              key={n.id}
              note={n}
              side={side}
              persons={others}
              mayManage={mayManage && n.is_own}
              editing={editing === n.id}
              onEdit={() => setEditing(n.id)}
              onCancelEdit={() => setEditing(null)}
              onSave={(values) => save(n, values)}
              onDelete={() => void deleteNote(n)}
            />
          ))}
        </Stack>
        {notes.hasNextPage && (
          <Center>
            <Button variant="subtle" onClick={() => void notes.fetchNextPage()} loading={notes.isFetchingNextPage}>
              Show older notes
            </Button>
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Notes">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Notes
        </Title>
        <NoteForm side={side} persons={others} submitLabel="Add note" label="Add a note" onSubmit={add} />
        {persons.isError && (
          <Text fz="xs" c="dimmed">
            The people to mention could not be loaded: {formErrorText(persons.error)}
          </Text>
        )}
        {list}
      </Stack>
    </Paper>
  );
}

function mentionedText(note: Note): string {
  const names = note.mentions.map((m) => m.name);
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
