import { useState } from 'react';
import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { createNoteBody, MAX_NOTE_LENGTH, MAX_NOTE_MENTIONS, updateNoteBody, type OrderPerson } from '@dme/contract';
import { FormErrorText, Switch, Textarea, useAppForm } from '../../../components';
import type { NoteSide } from '../api/side';

export interface NoteValues extends Record<string, unknown> {
  body: string;
  mention_ids: number[];
  is_internal: boolean;
}

/** The contract's rules: a new note's body (without the order, which the panel adds), or an edit's. */
const NEW_NOTE = createNoteBody.omit({ order_id: true });

export const SIDE_LABELS: Record<NoteSide, string> = { doctor: 'Practice', supplier: 'Supplier' };

export interface NoteFormProps {
  side: NoteSide;
  /** People of the order who may be mentioned (the caller is left out). */
  persons: readonly OrderPerson[];
  initial?: NoteValues;
  /** Editing keeps the note's visibility: the internal switch is not offered. */
  editing?: boolean;
  submitLabel: string;
  /** Rejects with the failed call: its field errors show under the fields. */
  onSubmit: (values: NoteValues) => Promise<unknown>;
  onCancel?: () => void;
  label: string;
}

const EMPTY: NoteValues = { body: '', mention_ids: [], is_internal: false };

const personLabel = (p: OrderPerson) => `${p.name}${p.is_prescriber ? ' (prescriber)' : ''}`;

/** A note's text, the people it mentions and, for a new note, whether only the author's side may read it. */
export function NoteForm({ side, persons, initial = EMPTY, editing = false, submitLabel, onSubmit, onCancel, label }: NoteFormProps) {
  const form = useAppForm<NoteValues>({ schema: editing ? updateNoteBody : NEW_NOTE, initialValues: initial });
  const [saving, setSaving] = useState(false);
  const values = form.getValues();
  // An internal note is read only by the author's side, so only that side can be mentioned in it.
  const reachable = values.is_internal ? persons.filter((p) => p.side === side) : persons;
  const sides: NoteSide[] = side === 'doctor' ? ['doctor', 'supplier'] : ['supplier', 'doctor'];
  const data = sides
    .map((s) => ({
      group: SIDE_LABELS[s],
      items: reachable.filter((p) => p.side === s).map((p) => ({ value: String(p.id), label: personLabel(p) })),
    }))
    .filter((g) => g.items.length > 0);

  const submit = form.onSubmit(async (typed) => {
    form.clearFormError();
    setSaving(true);
    try {
      await onSubmit({ ...typed, body: typed.body.trim() });
      if (!editing) form.resetTo(EMPTY);
    } catch (error) {
      form.fail(error);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        <Textarea
          label={editing ? 'Note' : 'New note'}
          placeholder="Write a note about this order"
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          {...form.getInputProps('body')}
        />
        <MultiSelect
          label="Mention"
          placeholder={values.mention_ids.length ? undefined : 'People who get a notice'}
          data={data}
          {...form.getInputProps('mention_ids')}
          value={values.mention_ids.map(String)}
          onChange={(ids) => form.setFieldValue('mention_ids', ids.map(Number))}
          searchable
          clearable
          maxValues={MAX_NOTE_MENTIONS}
          nothingFoundMessage="Nobody else on this order"
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="space-between" gap="sm" wrap="wrap">
          {editing ? (
            <span />
          ) : (
            <Switch
              size="md"
              label={`Internal: only the ${side === 'doctor' ? 'practice' : 'supplier'} sees it`}
              {...form.getInputProps('is_internal', { type: 'checkbox' })}
              checked={values.is_internal}
              onChange={(internal) =>
                form.setValues({
                  is_internal: internal,
                  mention_ids: internal ? values.mention_ids.filter((id) => persons.find((p) => p.id === id)?.side === side) : values.mention_ids,
                })
              }
            />
          )}
          <Group gap="xs" ml="auto">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
        <FormErrorText error={form.formError} />
      </Stack>
    </form>
  );
}
