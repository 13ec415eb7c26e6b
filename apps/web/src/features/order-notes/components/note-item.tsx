import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime, type Note, type OrderPerson } from '@dme/contract';
import { Avatar } from '../../../components';
import type { NoteSide } from '../api/side';
import { NoteForm, SIDE_LABELS, type NoteValues } from './note-form';

export interface NoteItemProps {
  note: Note;
  side: NoteSide;
  /** The caller may edit and delete it (their side wrote it, and they hold `manage notes`). */
  mayManage: boolean;
  editing: boolean;
  persons: readonly OrderPerson[];
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (values: NoteValues) => Promise<unknown>;
  onDelete: () => void;
}

/** One note: author (and the colleague they acted for), side, internal flag, time, mentions and text. */
export function NoteItem({ note: n, side, mayManage, editing, persons, onEdit, onCancelEdit, onSave, onDelete }: NoteItemProps) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }} aria-label={`Note by ${n.author.name}`}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Avatar name={n.author.name} size={36} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Group gap={6} wrap="wrap">
              <Text fz="sm" fw={600}>
                {n.author.name}
              </Text>
              {n.staff && (
                <Text fz="xs" c="dimmed">
                  for {n.staff.name}
                </Text>
              )}
              <Badge size="xs" variant="light" color={n.side === 'doctor' ? 'blue' : 'grape'}>
                {SIDE_LABELS[n.side]}
              </Badge>
              {n.is_internal && (
                <Badge size="xs" variant="outline" color="orange">
                  Internal
                </Badge>
              )}
            </Group>
            {mayManage && !editing && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Actions for the note by ${n.author.name}`}>
                    ⋯
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={onEdit}>Edit</Menu.Item>
                  <Menu.Item color="red" onClick={onDelete}>
                    Delete
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {formatDateTime(n.created_at)}
            {n.edited ? ` · edited ${formatDateTime(n.updated_at)}` : ''}
          </Text>
          {editing ? (
            <NoteForm
              side={side}
              persons={persons}
              initial={{ body: n.body, mention_ids: n.mentions.map((m) => m.id), is_internal: n.is_internal }}
              editing
              submitLabel="Save changes"
              label="Edit note"
              onSubmit={onSave}
              onCancel={onCancelEdit}
            />
          ) : (
            <>
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {n.body}
              </Text>
              {n.mentions.length > 0 && (
                <Group gap={4} aria-label="Mentioned">
                  {n.mentions.map((m) => (
                    <Badge key={m.id} size="sm" variant="light" color="gray" tt="none">
                      @{m.name}
                    </Badge>
                  ))}
                </Group>
              )}
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
