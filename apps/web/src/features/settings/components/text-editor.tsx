import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { messageTextBody, type MessageText } from '@dme/contract';
import { FormErrorText, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { usePreviewText } from '../api/preview-text';
import { useUpdateText } from '../api/update-text';

interface TextValues extends Record<string, unknown> {
  subject: string;
  body: string;
}

export interface TextEditorProps {
  text: MessageText;
  onDone: () => void;
}

/**
 * Subject and body of one text, its placeholders to insert, a preview filled from a real order, save. Saving and
 * previewing send the same body, so both are checked with the contract's `messageTextBody` and a refusal of either
 * (an unknown placeholder) lands on its field.
 */
export function TextEditor({ text, onDone }: TextEditorProps) {
  const form = useAppForm<TextValues>({ schema: messageTextBody, initialValues: { subject: text.subject, body: text.body } });
  const save = useUpdateText(text.id);
  const preview = usePreviewText(text.id);
  const insert = (name: string) => form.setFieldValue('body', `${form.getValues().body}{${name}}`);
  const submit = form.onSubmit((values) =>
    save.mutate(messageTextBody.parse(values), {
      onSuccess: () => {
        notify.success('Text saved');
        onDone();
      },
      onError: form.fail,
    }),
  );
  const showPreview = form.onSubmit((values) => preview.mutate(messageTextBody.parse(values), { onError: form.fail }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Subject" required maxLength={200} {...form.getInputProps('subject')} />
        <Textarea label="Text" required rows={7} maxLength={4000} {...form.getInputProps('body')} />
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
        <FormErrorText error={form.formError} />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Button variant="subtle" onClick={() => form.setValues({ subject: text.default_subject, body: text.default_body })}>
            Restore the default
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              Cancel
            </Button>
            <Button variant="light" loading={preview.isPending} onClick={() => showPreview()}>
              Preview
            </Button>
            <Button type="submit" loading={save.isPending}>
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
                  {preview.data.data.record
                    ? `Filled from ${preview.data.data.record.label}`
                    : 'Sample values: the company has no order yet'}
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
    </form>
  );
}
