import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '@dme/contract';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText } from '../../../lib/http-error';
import { lazyComponent } from '../../../lib/lazy-component';
import { textsQueryOptions } from '../api/texts';

// The editor, and zod which validates it, load when a text is first edited (its button pointed at), not with the list.
const { Component: TextEditor, preload: preloadEditor } = lazyComponent(() => import('./text-editor'), 'TextEditor', <Loader size="sm" />);

/** `supplier.settings.texts`: every mail the product sends for the company; one is edited at a time. */
export function TextsSettings({ canEdit }: { canEdit: boolean }) {
  const texts = useQuery(textsQueryOptions());
  const [editing, setEditing] = useState<number | null>(null);
  if (texts.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(texts.error)}
      </Alert>
    );
  if (!texts.data) return <PageLoader />;
  return (
    <Stack gap="sm">
      {texts.data.data.map((t) => (
        <Paper key={t.id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={t.name} component="section">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{t.name}</Text>
                  <Badge variant="light" color={t.is_custom ? 'blue' : 'gray'} tt="none">
                    {t.is_custom ? `Your text${t.updated_at ? `, ${formatDate(t.updated_at)}` : ''}` : 'Default'}
                  </Badge>
                </Group>
                <Text fz="xs" c="dimmed">
                  {t.channel === 'mail' ? 'E-mail' : 'SMS'} to {t.recipient}
                </Text>
              </Stack>
              {canEdit && editing !== t.id && (
                <Button
                  size="compact-sm"
                  variant="light"
                  onPointerEnter={preloadEditor}
                  onFocus={preloadEditor}
                  onClick={() => setEditing(t.id)}
                  aria-label={`Edit ${t.name}`}
                >
                  Edit
                </Button>
              )}
            </Group>
            {editing === t.id ? (
              <TextEditor text={t} onDone={() => setEditing(null)} />
            ) : (
              <>
                <Text fz="sm" fw={500}>
                  {t.subject}
                </Text>
                <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lineClamp={4}>
                  {t.body}
                </Text>
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
