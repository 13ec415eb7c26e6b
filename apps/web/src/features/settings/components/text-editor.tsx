import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { MessageText } from '@dme/contract';
import { FormErrorText } from '../../../components';
import { readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { usePreviewText } from '../api/preview-text';
import { useUpdateText } from '../api/update-text';

export interface TextEditorProps {
  text: MessageText;
  onDone: () => void;
}

/** Subject and body of one text, its placeholders to insert, a preview filled from a real order, save. */
export function TextEditor({ text, onDone }: TextEditorProps) {
  const [subject, setSubject] = useState(text.subject);
  const [body, setBody] = useState(text.body);
  const save = useUpdateText(text.id);
  const preview = usePreviewText(text.id);
  const errors = readServerError(save.error ?? preview.error).errors ?? {};
  const fields = { subject: subject.trim(), body: body.trim() };
  const insert = (name: string) => setBody((b) => `${b}{${name}}`);
  const submit = () =>
    save.mutate(fields, {
      onSuccess: () => {
        notify.success('Text saved');
        onDone();
      },
    });

  return (
    <Stack gap="sm">
      <TextInput label="Subject" required maxLength={200} value={subject} onChange={(e) => setSubject(e.currentTarget.value)} error={errors.subject?.join(' ')} />
      <Textarea label="Text" required rows={7} maxLength={4000} value={body} onChange={(e) => setBody(e.currentTarget.value)} error={errors.body?.join(' ')} />
      <Group gap={6} wrap="wrap">
        <Text fz="xs" c="dimmed">
          Placeholders:
        </Text>
        {text.placeholders.map((p) => (
          <Button key={p.name} size="compact-xs" variant="light" onClick={() => insert(p.name)} title={p.description}>
            {`{${p.name}}`}
            {text.required.includes(p.name) ? ' *' : ''}
          </Button>
        ))}
      </Group>
      {!errors.subject && !errors.body && <FormErrorText error={save.error ?? preview.error} />}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Button
          variant="subtle"
          onClick={() => {
            setSubject(text.default_subject);
            setBody(text.default_body);
          }}
        >
          Restore the default
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button variant="light" loading={preview.isPending} onClick={() => preview.mutate(fields)}>
            Preview
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            Save text
          </Button>
        </Group>
      </Group>
      {preview.data && !preview.isError && (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" aria-label="Preview">
          <Stack gap={6}>
            <Group gap="xs">
              <Badge variant="light">Preview</Badge>
              <Text fz="xs" c="dimmed">
                {preview.data.data.record ? `Filled from ${preview.data.data.record.label}` : 'Sample values: the company has no order yet'}
              </Text>
            </Group>
            <Text fw={600} fz="sm">
              {preview.data.data.subject}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.data.data.body}
            </Text>
          </Stack>
        </Paper>
      )}
      {text.channel === 'mail' && (
        <Alert variant="light" color="gray" p="xs">
          <Text fz="xs">Placeholders marked * must stay in the text. Mails go out as plain text.</Text>
        </Alert>
      )}
    </Stack>
  );
}
