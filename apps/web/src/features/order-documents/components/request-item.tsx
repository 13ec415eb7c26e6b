import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, formatDateTime, type DocumentRequest } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { openDocument } from '../api/document-file';
import type { DocumentSide } from '../api/side';
import { documentTypeTitle } from './document-types';
import { RequestStatusBadge } from './request-status';

/** One document request: what was asked, by whom, until when, and how it was answered; `actions` for a pending one. */
export function RequestItem({ side, request, actions }: { side: DocumentSide; request: DocumentRequest; actions?: ReactNode }) {
  const r = request;
  const asker =
    side === 'doctor' ? `${r.vendor.name}${r.requested_by ? ` (${r.requested_by.name})` : ''}` : (r.requested_by?.name ?? r.vendor.name);
  return (
    <Paper withBorder radius="sm" p="sm" component="li" aria-label={`${documentTypeTitle(r.type)} request`} style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={600} fz="sm">
              {documentTypeTitle(r.type)}
            </Text>
            <RequestStatusBadge status={r.status} />
          </Group>
          {actions && (
            <Group gap={6} wrap="wrap">
              {actions}
            </Group>
          )}
        </Group>
        {r.message && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.message}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          Asked by {asker} on {formatDate(r.created_at)}
          {r.due_date ? ` · due ${formatDate(r.due_date)}` : ''}
        </Text>
        {r.status !== 'pending' && (
          <Group gap="xs" wrap="wrap">
            <Text fz="xs" c="dimmed">
              {r.status === 'cancelled' ? 'Cancelled' : r.status === 'fulfilled' ? 'Fulfilled' : 'Declined'}
              {r.answered_by ? ` by ${r.answered_by.name}` : ''}
              {r.answered_at ? ` on ${formatDateTime(r.answered_at)}` : ''}
              {r.answer_note ? `: ${r.answer_note}` : ''}
            </Text>
            {r.media_id !== null && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => void openDocument(side, { id: r.media_id! }).catch((e: unknown) => notify.error(formErrorText(e)))}
              >
                Open the document
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
