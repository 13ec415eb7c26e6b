import { Button, ColorInput, Group, Stack, TextInput } from '@mantine/core';
import { tagBody, type SettingsTag } from '@dme/contract';
import { FormErrorText, useAppForm } from '../../../components';
import { useSaveTag } from '../api/save-tag';
import { TagBadge } from './tag-badge';

/** Colours offered first; any other can be typed or picked. */
const SWATCHES = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#00897b', '#1e88e5', '#3949ab', '#8e24aa', '#d81b60', '#64748b'];

interface TagValues extends Record<string, unknown> {
  name: string;
  color: string;
}

export interface TagFormProps {
  tag: SettingsTag | null;
  onDone: () => void;
}

/** Name and colour of a new or existing tag, checked with the contract's `tagBody`; the server's 422 shows under its field. */
export function TagForm({ tag, onDone }: TagFormProps) {
  const form = useAppForm<TagValues>({ schema: tagBody, initialValues: { name: tag?.name ?? '', color: tag?.color ?? SWATCHES[5]! } });
  const save = useSaveTag(tag?.id ?? null);
  const { name, color } = form.getValues();
  const submit = form.onSubmit((values) => save.mutate(tagBody.parse(values), { onSuccess: onDone, onError: form.fail }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required maxLength={50} {...form.getInputProps('name')} data-autofocus />
        <ColorInput label="Colour" required format="hex" swatches={SWATCHES} swatchesPerRow={10} {...form.getInputProps('color')} />
        <Group gap="xs">
          Preview: <TagBadge tag={{ name: name.trim() || 'Tag', color: /^#[0-9a-f]{6}$/i.test(color) ? color : '#64748b' }} />
        </Group>
        <FormErrorText error={form.formError} />
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
