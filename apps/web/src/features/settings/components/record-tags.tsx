import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { tagIdsBody } from '@dme/contract';
import { FormErrorText, Modal, useAppForm } from '../../../components';
import { allTagsQueryOptions } from '../api/list-tags';
import type { TaggedKind } from '../api/keys';
import { recordTagsQueryOptions, useSetRecordTags } from '../api/record-tags';
import { TagBadge } from './tag-badge';

interface TagIdsValues extends Record<string, unknown> {
  tag_ids: number[];
}

export interface RecordTagsProps {
  kind: TaggedKind;
  id: number;
  /** False shows the tags without the editor (no edit rights). */
  editable?: boolean;
}

/** The company's tags on an order or patient, and a picker to change them. */
export function RecordTags({ kind, id, editable = true }: RecordTagsProps) {
  const current = useQuery(recordTagsQueryOptions(kind, id));
  const [opened, setOpened] = useState(false);
  const form = useAppForm<TagIdsValues>({ schema: tagIdsBody, initialValues: { tag_ids: [] } });
  const all = useQuery({ ...allTagsQueryOptions(), enabled: opened });
  const save = useSetRecordTags(kind, id);
  if (current.isError) return null;
  const tags = current.data?.data ?? [];
  const openEditor = () => {
    form.resetTo({ tag_ids: tags.map((t) => t.id) });
    setOpened(true);
  };
  const submit = form.onSubmit((values) => save.mutate(values.tag_ids, { onSuccess: () => setOpened(false), onError: form.fail }));
  return (
    <Group gap={6} wrap="wrap" aria-label="Tags" role="group">
      {tags.map((t) => (
        <TagBadge key={t.id} tag={t} />
      ))}
      {editable && (
        <>
          <Button size="compact-sm" variant="light" onClick={openEditor}>
            {tags.length ? 'Edit tags' : 'Add tags'}
          </Button>
          <Modal opened={opened} onClose={() => setOpened(false)} title={kind === 'order' ? 'Tags of the order' : 'Tags of the patient'}>
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                <MultiSelect
                  label="Tags"
                  placeholder={all.isPending ? 'Loading…' : 'Pick tags'}
                  data={(all.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
                  {...form.getInputProps('tag_ids')}
                  value={form.getValues().tag_ids.map(String)}
                  onChange={(ids) => form.setFieldValue('tag_ids', ids.map(Number))}
                  searchable
                  clearable
                  nothingFoundMessage="No such tag (create tags in Settings)"
                  data-autofocus
                />
                {all.data?.length === 0 && (
                  <Text fz="xs" c="dimmed">
                    The company has no tags yet; the owner creates them in Settings.
                  </Text>
                )}
                <FormErrorText error={form.formError} />
                <Group justify="flex-end" gap="xs">
                  <Button variant="default" onClick={() => setOpened(false)}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={save.isPending}>
                    Save tags
                  </Button>
                </Group>
              </Stack>
            </form>
          </Modal>
        </>
      )}
    </Group>
  );
}
