import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCents, formatDate, type EraDetail } from '@dme/contract';
import { eraQueryOptions } from '../api/eras';
import { billingNavHref, claimHref, idOf, isId } from '../routes';
import { BillingPage, LoadState } from './billing-page';
import { BalancedBadge } from './era-list';
import { SimpleTable } from './simple-table';

type EraClaim = EraDetail['claims'][number];

/** BPR02 against the claims' payments less the provider adjustments (PLB), as the 835 must add up. */
function BalanceCheck({ era }: { era: EraDetail }) {
  const claimsPaid = era.claims.reduce((sum, c) => sum + c.paid_cents, 0);
  const plb = era.provider_adjustments.reduce((sum, p) => sum + p.amount_cents, 0);
  return (
    <Alert
      color={era.balanced ? 'green' : 'red'}
      variant="light"
      title={era.balanced ? 'Balanced' : 'Out of balance'}
      data-testid="balance-check"
    >
      Payment total {formatCents(era.total_cents)} · claims paid {formatCents(claimsPaid)} − provider adjustments {formatCents(plb)} ={' '}
      {formatCents(era.expected_total_cents)}
      {!era.balanced && ` (off by ${formatCents(era.total_cents - era.expected_total_cents)})`}
    </Alert>
  );
}

function EraClaimCard({ claim: c }: { claim: EraClaim }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} data-testid="era-claim">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          {c.claim_id ? (
            <Anchor component={Link} to={claimHref(c.claim_id)} fw={600}>
              Claim {c.claim_number}
            </Anchor>
          ) : (
            <>
              <Text fw={600}>Claim {c.claim_number}</Text>
              <Badge color="orange" variant="light" tt="none">
                Unmatched
              </Badge>
            </>
          )}
          <Text fz="sm">{c.patient_name}</Text>
          <Text fz="sm" c="dimmed">
            {c.status_code} · {c.status_text} · payer claim {c.payer_claim_number || '—'}
          </Text>
        </Group>
        <Text fz="sm">
          Charge {formatCents(c.charge_cents)} · paid {formatCents(c.paid_cents)} · patient responsibility{' '}
          {formatCents(c.patient_responsibility_cents)}
        </Text>
        <SimpleTable
          title={`Services of claim ${c.claim_number}`}
          minWidth={820}
          numeric={[2, 3, 4]}
          head={['HCPCS', 'Date', 'Units', 'Charge', 'Paid', 'Adjustments', 'Remarks']}
          empty="No service lines."
          rows={c.services.map((s) => [
            `${s.hcpcs}${s.modifiers.length ? ` ${s.modifiers.join(' ')}` : ''}`,
            formatDate(s.service_date) || '—',
            s.units,
            formatCents(s.charge_cents),
            formatCents(s.paid_cents),
            s.adjustments.map((a) => `${a.group}-${a.reason} ${formatCents(a.amount_cents)}: ${a.reason_text}`).join('; ') || '—',
            s.remark_codes.map((r) => `${r.code}: ${r.text}`).join('; ') || '—',
          ])}
        />
      </Stack>
    </Paper>
  );
}

/** `supplier.billing.era.show`: one remittance, its balance check, each claim matched or not, provider adjustments. */
export function EraPage() {
  const eraId = idOf(useParams().eraId);
  const era = useQuery({ ...eraQueryOptions(eraId), enabled: isId(eraId) });
  return (
    <BillingPage title={era.data ? `ERA ${era.data.trace_number}` : 'ERA'} back={{ to: billingNavHref('era'), label: 'ERA' }}>
      <LoadState query={era} invalid={!isId(eraId)} noun="Remittance">
        {(e) => (
          <Stack gap="md">
            <Group gap="xs">
              <BalancedBadge balanced={e.balanced} />
              <Text fz="sm">
                {e.payer.name} · {e.method} · paid {formatDate(e.paid_on) || '—'} · {e.matched_count} of {e.claims_count} claims matched ·{' '}
                {e.file_name}
              </Text>
            </Group>
            <BalanceCheck era={e} />
            <Title order={2} fz="lg">
              Claims
            </Title>
            {e.claims.map((c) => (
              <EraClaimCard key={c.id} claim={c} />
            ))}
            <SimpleTable
              title="Provider adjustments"
              minWidth={420}
              numeric={[2]}
              head={['Reason', 'Reference', 'Amount']}
              empty="No provider adjustments."
              rows={e.provider_adjustments.map((p) => [p.reason, p.reference || '—', formatCents(p.amount_cents)])}
            />
          </Stack>
        )}
      </LoadState>
    </BillingPage>
  );
}
