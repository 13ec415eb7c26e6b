import { useState, type FormEvent } from 'react';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { MAX_NOTE_LENGTH, MAX_NOTE_MENTIONS, type OrderPerson } from '@dme/contract';
import { Switch, Textarea } from '../../../components';
import { splitServerErrors, type FieldErrors } from '../../auth';
import type { NoteSide } from '../api/side';

export interface NoteValues {
  body: string;
  mention_ids: number[];
  is_internal: boolean;
}
type Field = keyof NoteValues;
const FIELDS: readonly Field[] = ['body', 'mention_ids', 'is_internal'];

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
  const [values, setValues] = useState<NoteValues>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // An internal note is read only by the author's side, so only that side can be mentioned in it.
  const reachable = values.is_internal ? persons.filter((p) => p.side === side) : persons;
  const sides: NoteSide[] = side === 'doctor' ? ['doctor', 'supplier'] : ['supplier', 'doctor'];
  const data = sides
    .map((s) => ({
      group: SIDE_LABELS[s],
      items: reachable.filter((p) => p.side === s).map((p) => ({ value: String(p.id), label: personLabel(p) })),
    }))
    .filter((g) => g.items.length > 0);

  const set = <K extends Field>(field: K, value: NoteValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    if (!values.body.trim()) return setErrors({ body: 'The note field is required.' });
    setSaving(true);
    try {
      await onSubmit({ ...values, body: values.body.trim() });
      if (!editing) setValues(EMPTY);
    } catch (error) {
      const split = splitServerErrors(error, FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <Stack gap="xs">
        <Textarea
          label={editing ? 'Note' : 'New note'}
          placeholder="Write a note about this order"
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          value={values.body}
          onChange={(e) => set('body', e.currentTarget.value)}
          error={errors.body}
        />
        <MultiSelect
          label="Mention"
          placeholder={values.mention_ids.length ? undefined : 'People who get a notice'}
          data={data}
          value={values.mention_ids.map(String)}
          onChange={(ids) => set('mention_ids', ids.map(Number))}
          searchable
          clearable
          maxValues={MAX_NOTE_MENTIONS}
          nothingFoundMessage="Nobody else on this order"
          error={errors.mention_ids}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="space-between" gap="sm" wrap="wrap">
          {editing ? (
            <span />
          ) : (
            <Switch
              size="md"
              label={`Internal: only the ${side === 'doctor' ? 'practice' : 'supplier'} sees it`}
              checked={values.is_internal}
              onChange={(internal) => {
                setValues((v) => ({
                  ...v,
                  is_internal: internal,
                  mention_ids: internal ? v.mention_ids.filter((id) => persons.find((p) => p.id === id)?.side === side) : v.mention_ids,
                }));
              }}
              error={errors.is_internal}
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
        {formError && (
          <Text role="alert" c="red" fz="sm">
            {formError}
          </Text>
        )}
      </Stack>
    </form>
  );
}
