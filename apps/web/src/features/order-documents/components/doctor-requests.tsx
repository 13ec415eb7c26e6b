import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DocumentRequest } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { documentRequestsQueryOptions } from '../api/document-requests';
import { AnswerRequestModal, type AnswerMode } from './answer-request-modal';
import { RequestItem } from './request-item';

/**
 * The supplier's requests for documents of this order, as the practice sees them: pending ones first, each
 * fulfilled with a document (picked or uploaded) or declined with a reason. Hidden while there are none.
 */
export function DoctorRequests({ orderId, mayEdit }: { orderId: number; mayEdit: boolean }) {
  const requests = useQuery(documentRequestsQueryOptions('doctor', orderId));
  const [answering, setAnswering] = useState<{ request: DocumentRequest; mode: AnswerMode } | null>(null);

  if (requests.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="The document requests could not be loaded">
        {formErrorText(requests.error)}
      </Alert>
    );
  }
  const rows = requests.data ?? [];
  if (rows.length === 0) return null;
  const pending = rows.filter((r) => r.status === 'pending');
  const ordered = [...pending, ...rows.filter((r) => r.status !== 'pending')];

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Requests from the supplier">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} fz="lg">
            Requests from the supplier
          </Title>
          {pending.length > 0 && (
            <Badge color="yellow" variant="filled" size="sm">
              {pending.length} pending
            </Badge>
          )}
        </Group>
        {pending.length > 0 && (
          <Text fz="sm" c="dimmed">
            Answer with a document of this order, or decline with a reason. Signing the order also fulfils requests for the documents it
            signs.
          </Text>
        )}
        <Stack component="ul" gap="xs" p={0} m={0} aria-label="Requests">
          {ordered.map((r) => (
            <RequestItem
              key={r.id}
              side="doctor"
              request={r}
              actions={
                mayEdit &&
                r.status === 'pending' && (
                  <>
                    <Button size="compact-sm" onClick={() => setAnswering({ request: r, mode: 'fulfil' })}>
                      Fulfil
                    </Button>
                    <Button size="compact-sm" variant="default" onClick={() => setAnswering({ request: r, mode: 'decline' })}>
                      Decline
                    </Button>
                  </>
                )
              }
            />
          ))}
        </Stack>
      </Stack>
      <AnswerRequestModal orderId={orderId} answering={answering} onClose={() => setAnswering(null)} />
    </Paper>
  );
}
