import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { FormErrorText, Modal } from '../../../components';
import { allTagsQueryOptions } from '../api/list-tags';
import type { TaggedKind } from '../api/keys';
import { recordTagsQueryOptions, useSetRecordTags } from '../api/record-tags';
import { TagBadge } from './tag-badge';

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
  const [picked, setPicked] = useState<string[]>([]);
  const all = useQuery({ ...allTagsQueryOptions(), enabled: opened });
  const save = useSetRecordTags(kind, id);
  if (current.isError) return null;
  const tags = current.data?.data ?? [];
  const openEditor = () => {
    setPicked(tags.map((t) => String(t.id)));
    save.reset();
    setOpened(true);
  };
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
            <Stack gap="sm">
              <MultiSelect
                label="Tags"
                placeholder={all.isPending ? 'Loading…' : 'Pick tags'}
                data={(all.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
                value={picked}
                onChange={setPicked}
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
              <FormErrorText error={save.error} />
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={() => setOpened(false)}>
                  Cancel
                </Button>
                <Button loading={save.isPending} onClick={() => save.mutate(picked.map(Number), { onSuccess: () => setOpened(false) })}>
                  Save tags
                </Button>
              </Group>
            </Stack>
          </Modal>
        </>
      )}
    </Group>
  );
}
