import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { COVERAGE_LEVEL_LABELS, formatCents, formatDate, formatDateTime, labelOf, SERVICE_TYPE_LABELS, TIME_PERIOD_LABELS, type EligibilityCheck } from '@dme/contract';
import { eligibilityQueryOptions } from '../api/eligibility';
import { billingNavHref, idOf, isId, patientHref } from '../routes';
import { BillingPage, LoadState } from './billing-page';
import { eligibilityAnswer } from './eligibility-answer';
import { SimpleTable } from './simple-table';

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));
const yesNo = (value: boolean | null) => (value === null ? '—' : value ? 'Yes' : 'No');

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} data-testid={`fact-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
        {value}
      </Text>
    </Stack>
  );
}

function Answer({ check: c }: { check: EligibilityCheck }) {
  const answer = eligibilityAnswer(c);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge size="lg" variant="light" color={answer.color} tt="none" data-testid="eligibility-answer">
          {answer.label}
        </Badge>
        <Anchor component={Link} to={patientHref(c.patient.id)} fz="sm">
          {c.patient.full_name}
        </Anchor>
        <Text fz="sm">
          {c.insurance.payer_name} · member {c.insurance.member_id} · {c.insurance.type}
        </Text>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          <Fact label="Plan" value={c.plan_name ?? '—'} />
          <Fact
            label="Coverage"
            value={
              c.coverage_start || c.coverage_end ? `${formatDate(c.coverage_start) || '…'} – ${formatDate(c.coverage_end) || 'open'}` : '—'
            }
          />
          <Fact label="Date of service" value={formatDate(c.service_date)} />
          <Fact label="DME deductible" value={money(c.dme.deductible_cents)} />
          <Fact label="Deductible remaining" value={money(c.dme.deductible_remaining_cents)} />
          <Fact label="Co-insurance" value={c.dme.coinsurance_percent === null ? '—' : `${c.dme.coinsurance_percent}%`} />
          <Fact label="Copay" value={money(c.dme.copay_cents)} />
          <Fact label="Answered" value={c.answered_at ? formatDateTime(c.answered_at) : 'Not yet'} />
        </SimpleGrid>
      </Paper>
      {c.errors.length > 0 && (
        <SimpleTable
          title="Errors from the payer"
          minWidth={480}
          head={['Code', 'Meaning', 'What to do']}
          empty=""
          rows={c.errors.map((e) => [e.code, e.meaning, e.follow_up ?? '—'])}
        />
      )}
      <SimpleTable
        title="Benefits"
        minWidth={900}
        numeric={[5, 6]}
        head={['Benefit', 'Service types', 'Level', 'Period', 'In network', 'Amount', 'Percent', 'Messages']}
        empty={c.status === 'pending' ? 'The payer has not answered yet.' : 'No benefits in the answer.'}
        rows={c.benefits.map((b) => [
          `${b.code} · ${b.label}`,
          b.service_types.map((t) => labelOf(SERVICE_TYPE_LABELS, t)).join(', ') || '—',
          labelOf(COVERAGE_LEVEL_LABELS, b.coverage_level),
          labelOf(TIME_PERIOD_LABELS, b.time_period),
          yesNo(b.in_network),
          money(b.amount_cents),
          b.percent === null ? '—' : `${b.percent}%`,
          b.messages.join(' ') || '—',
        ])}
      />
      <Text fz="xs" c="dimmed">
        Trace {c.trace_number} · via {c.clearinghouse === 'claim_md' ? 'Claim.MD' : 'local folder'} · asked by {c.user?.name ?? 'system'} on{' '}
        {formatDateTime(c.created_at)}
      </Text>
    </Stack>
  );
}

/** `supplier.billing.eligibility.show`: one check's answer as people read it. */
export function EligibilityPage() {
  const id = idOf(useParams().id);
  const check = useQuery({ ...eligibilityQueryOptions(id), enabled: isId(id) });
  return (
    <BillingPage title="Eligibility check" back={{ to: billingNavHref('eligibility'), label: 'Eligibility' }}>
      <LoadState query={check} invalid={!isId(id)} noun="Eligibility check">
        {(c) => <Answer check={c} />}
      </LoadState>
    </BillingPage>
  );
}
