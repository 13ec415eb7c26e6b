import { useState } from 'react';
import { Button, ColorInput, Group, Stack, TextInput } from '@mantine/core';
import type { SettingsTag } from '@dme/contract';
import { FormErrorText } from '../../../components';
import { readServerError } from '../../../lib/http-error';
import { useSaveTag } from '../api/save-tag';
import { TagBadge } from './tag-badge';

/** Colours offered first; any other can be typed or picked. */
const SWATCHES = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#00897b', '#1e88e5', '#3949ab', '#8e24aa', '#d81b60', '#64748b'];

export interface TagFormProps {
  tag: SettingsTag | null;
  onDone: () => void;
}

/** Name and colour of a new or existing tag; the server's 422 shows under its field. */
export function TagForm({ tag, onDone }: TagFormProps) {
  const [name, setName] = useState(tag?.name ?? '');
  const [color, setColor] = useState(tag?.color ?? SWATCHES[5]!);
  const save = useSaveTag(tag?.id ?? null);
  const errors = readServerError(save.error).errors ?? {};
  const submit = () => save.mutate({ name: name.trim(), color }, { onSuccess: onDone });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={50} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name?.[0]} data-autofocus />
        <ColorInput label="Colour" required format="hex" swatches={SWATCHES} swatchesPerRow={10} value={color} onChange={setColor} error={errors.color?.[0]} />
        <Group gap="xs">
          Preview: <TagBadge tag={{ name: name.trim() || 'Tag', color: /^#[0-9a-f]{6}$/i.test(color) ? color : '#64748b' }} />
        </Group>
        {!errors.name && !errors.color && <FormErrorText error={save.error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
            {tag ? 'Save' : 'Create tag'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
