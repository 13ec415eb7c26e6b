import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, CopyButton, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatDateTime, href, SATISFACTION_QUESTIONS, type SatisfactionDetail } from '@dme/contract';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { surveyQueryOptions } from '../api/get-satisfaction';
import { ChartsPage } from './charts-page';
import { SurveyStatusBadge } from './satisfaction-list';
import { Score } from './stars';

const SCORE_OF: Record<string, keyof SatisfactionDetail> = { overall: 'overall', driver: 'driver_score', timeliness: 'timeliness', explanation: 'explanation' };

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Survey({ s }: { s: SatisfactionDetail }) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label="Status">
            <SurveyStatusBadge status={s.status} />
          </Fact>
          <Fact label="Order">
            <Anchor component={Link} to={href('supplier.order.edit', { orderId: s.order_id })}>
              #{s.order_id}
            </Anchor>
          </Fact>
          <Fact label="Patient">{s.patient.name}</Fact>
          <Fact label="Delivered">{formatDate(s.delivered_at) || '—'}</Fact>
          <Fact label="Employee">{s.employee?.name ?? '—'}</Fact>
          <Fact label="Driver">{s.driver?.name ?? '—'}</Fact>
          <Fact label="Sent to">{s.sent_to ?? 'no e-mail on file'}</Fact>
          <Fact label={s.answered_at ? 'Answered' : 'Link expires'}>{formatDateTime(s.answered_at ?? s.expires_at)}</Fact>
        </SimpleGrid>
        <Text fz="sm" mt="sm">
          Items: {s.items.map((i) => `${i.hcpcs} ${i.name}${i.quantity > 1 ? ` ×${i.quantity}` : ''}`).join(', ') || '—'}
        </Text>
      </Paper>
      {s.link && (
        <Alert variant="light" color="blue" title="Waiting for the patient">
          <Stack gap={6}>
            <Text fz="sm">Text or read this link to the patient if the e-mail did not reach them. It works once.</Text>
            <Group gap="xs" wrap="nowrap">
              <Text fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="survey-link">
                {s.link}
              </Text>
              <CopyButton value={s.link}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
      {s.answered_at && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="md">
                Answers
              </Title>
              <Score value={s.average} />
            </Group>
            {SATISFACTION_QUESTIONS.map((q) => (
              <Group key={q.key} justify="space-between" gap="xs" wrap="wrap">
                <Text fz="sm">{q.label}</Text>
                <Score value={s[SCORE_OF[q.key]!] as number | null} size="xs" />
              </Group>
            ))}
            <Fact label="Comment">{s.comment || '—'}</Fact>
            <Fact label="Signed by">{s.signer_name ?? '—'}</Fact>
            {s.signature && <Image src={s.signature} alt={`Signature of ${s.signer_name ?? 'the patient'}`} maw={280} h={90} fit="contain" bg="gray.0" />}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** `supplier.charts.satisfaction.show`: one survey, its answers and signature, or its link while it waits. */
export function SatisfactionShow({ id }: { id: number }) {
  const survey = useQuery({ ...surveyQueryOptions(id), enabled: id > 0 });
  const back = { to: href('supplier.charts.satisfaction.list'), label: 'Satisfaction' };
  let body: React.ReactNode;
  if (id <= 0 || (survey.isError && readServerError(survey.error).status === 404))
    body = (
      <Alert color="yellow" variant="light" title="Survey not found">
        It does not exist, or it belongs to another company.
      </Alert>
    );
  else if (survey.isError)
    body = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(survey.error)}
      </Alert>
    );
  else if (!survey.data) body = <PageLoader />;
  else body = <Survey s={survey.data} />;
  return (
    <ChartsPage title={survey.data ? `Survey of order #${survey.data.order_id}` : 'Survey'} back={back}>
      {body}
    </ChartsPage>
  );
}
