import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Anchor, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, href, type PatientRequest } from '@dme/contract';
import { EndState } from '../../../components';
import { EndText } from './end-text';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { useAnswerRequest } from '../api/answer-request';
import { requestQueryOptions } from '../api/get-request';
import { AnswersList } from './answers-list';
import { DocumentUpload } from './document-upload';
import { RefillForm } from './refill-form';

// Dark shades in large bold type: readable at 3:1 or better on white (axe checks every patient screen).
const STATUS: Record<PatientRequest['status'], { label: string; color: string }> = {
  open: { label: 'Waiting for you', color: 'orange.9' },
  answered: { label: 'Answered', color: 'teal.9' },
  declined: { label: 'Not needed', color: 'gray.7' },
  cancelled: { label: 'Withdrawn', color: 'gray.7' },
  expired: { label: 'Expired', color: 'gray.7' },
};

/** Large-text type (19 px bold) for tap targets and status words, as the other patient screens use. */
export const TAP = { fz: 19, fw: 700 } as const;

export function RequestStatusBadge({ status }: { status: PatientRequest['status'] }) {
  return (
    <Text {...TAP} c={STATUS[status].color}>
      {STATUS[status].label}
    </Text>
  );
}

function Header({ request }: { request: PatientRequest }) {
  return (
    <Stack gap={6}>
      <RequestStatusBadge status={request.status} />
      <Title order={1} fz={24} lh={1.25}>
        {request.title}
      </Title>
      <Text fz="md" c="gray.7">
        From {request.supplier || 'your supplier'}
        {request.order_id !== null && ` · order #${request.order_id}`}
      </Text>
      {request.item && (
        <Text fz="md">
          {request.item.name} ({request.item.hcpcs}) × {request.item.quantity}
        </Text>
      )}
      {request.kind === 'refill' && request.due_date && <Text fz="md">Due on {formatDate(request.due_date)}</Text>}
      {request.message && <Text fz="md">{request.message}</Text>}
    </Stack>
  );
}

function Answered({ request }: { request: PatientRequest }) {
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="xs">
        {request.answered_at && <Text fz="sm" c="gray.7">Answered on {formatDateTime(request.answered_at)}</Text>}
        {request.result_order_id !== null && (
          <Text fz="md" fw={600}>
            Your refill order #{request.result_order_id} is with {request.supplier || 'your supplier'}.
          </Text>
        )}
        {request.answers && <AnswersList answers={request.answers} />}
      </Stack>
    </Card>
  );
}

function RefillAnswer({ request }: { request: PatientRequest }) {
  const answer = useAnswerRequest(request.id);
  return <RefillForm sending={answer.isPending} onAnswer={(body) => answer.mutateAsync(body)} />;
}

function Body({ request }: { request: PatientRequest }) {
  if (request.status !== 'open') return <Answered request={request} />;
  if (request.kind === 'refill') return <RefillAnswer request={request} />;
  if (request.kind === 'document') return <DocumentUpload requestId={request.id} />;
  return (
    <Text fz="md" c="gray.7">
      Your supplier will guide you through this one; nothing to do here yet.
    </Text>
  );
}

/** `patient.requests.show`: one request, answered here when the app can (refills and documents). */
export function RequestPage({ requestId }: { requestId: number }) {
  const request = useQuery({ ...requestQueryOptions(requestId), enabled: requestId > 0 });
  const back = (
    <Anchor component={Link} to={href('patient.dashboard')} {...TAP} py={6} style={{ alignSelf: 'flex-start' }}>
      ← Back to my dashboard
    </Anchor>
  );
  if (requestId <= 0 || (request.isError && readServerError(request.error).status === 404)) {
    return (
      <Stack gap="md" p={{ base: 'sm', sm: 'lg' }}>
        <EndState large kind="warning" title="Request not found">
          <EndText>It may have been withdrawn, or it belongs to someone else.</EndText>
        </EndState>
        {back}
      </Stack>
    );
  }
  if (request.isError) {
    return (
      <EndState large kind="warning" title="Could not load the request" onRetry={() => void request.refetch()}>
        <EndText>{formErrorText(request.error)}</EndText>
      </EndState>
    );
  }
  if (request.isPending) {
    return (
      <Stack align="center" py="xl" role="status" aria-live="polite">
        <Loader />
        <Text c="gray.7">Loading the request…</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} pb="xl" maw={640} mx="auto" w="100%">
      {back}
      <Header request={request.data} />
      <Body request={request.data} />
    </Stack>
  );
}
