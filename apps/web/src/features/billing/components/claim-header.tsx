import { Link } from 'react-router';
import { Alert, Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCents, type ClaimDetail } from '@dme/contract';
import { patientHref, suborderHref } from '../routes';
import { ClaimStatusBadge } from './claim-status-badge';

function Amount({ label, cents }: { label: string; cents: number }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={600} data-testid={`total-${label.toLowerCase().replace(/ /g, '-')}`}>
        {formatCents(cents)}
      </Text>
    </Stack>
  );
}

/** Who is billed for what: status, payer, patient and suborder links, the money so far and what blocks submission. */
export function ClaimHeader({ claim: c }: { claim: ClaimDetail }) {
  return (
    <Stack gap="sm">
      <Group gap="xs" data-testid="claim-summary">
        <ClaimStatusBadge status={c.status} size="lg" />
        <Badge variant="light" color="gray" tt="none">
          {c.payer_sequence === 'secondary' ? 'Secondary' : 'Primary'} · {c.payer.name}
          {c.payer.payer_id ? ` (${c.payer.payer_id})` : ''}
        </Badge>
        <Badge variant="outline" color="gray" tt="capitalize">
          {c.priority} priority
        </Badge>
        <Anchor component={Link} to={patientHref(c.patient.id)} fz="sm">
          {c.patient.full_name}
        </Anchor>
        <Anchor component={Link} to={suborderHref(c.suborder.id)} fz="sm">
          Suborder {c.suborder.number}
        </Anchor>
      </Group>
      <Text fz="sm" c="dimmed">
        Member id {c.payer.member_id}
        {c.payer_claim_number ? ` · payer claim number ${c.payer_claim_number}` : ''}
        {c.batch ? ` · sent in ${c.batch.file_name} (control number ${c.batch.control_number})` : ''}
      </Text>
      <Paper withBorder radius="md" p="sm">
        <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
          <Amount label="Charge" cents={c.charge_cents} />
          <Amount label="Paid" cents={c.paid_cents} />
          <Amount label="Adjustments" cents={c.adjustment_cents} />
          <Amount label="Patient share" cents={c.patient_responsibility_cents} />
          <Amount label="Balance" cents={c.balance_cents} />
        </SimpleGrid>
      </Paper>
      {c.rejection && (
        <Alert color="red" variant="light" title="Rejected">
          {c.rejection}
        </Alert>
      )}
      {c.pending && (
        <Alert color="yellow" variant="light" title="Set aside (pending)">
          {c.pending.reason || 'No reason given.'}
        </Alert>
      )}
      {c.problems.length > 0 && (
        <Alert color="orange" variant="light" title="Cannot be submitted yet">
          <List size="sm">
            {c.problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
