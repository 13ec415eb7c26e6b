import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { formatCents, formatDate, type ClaimSummary } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { claimHref } from '../routes';
import { ClaimStatusBadge } from './claim-status-badge';
import { SimpleTable } from './simple-table';

/** The suborder's claims (primary and secondary), each linking to its screen. */
export function ClaimsOfSuborder({ query }: { query: { data: ClaimSummary[] | undefined; isError: boolean; error: unknown } }) {
  if (query.isError)
    return (
      <Text fz="sm" c="red" role="alert">
        {formErrorText(query.error)}
      </Text>
    );
  if (!query.data)
    return (
      <Text fz="sm" c="dimmed" role="status">
        Loading claims…
      </Text>
    );
  return (
    <SimpleTable
      title="Claims"
      numeric={[4, 5, 6]}
      minWidth={720}
      head={['Claim', 'Payer', 'Status', 'Service date', 'Charge', 'Paid', 'Balance']}
      empty="No claim for this suborder yet."
      rows={query.data.map((c) => [
        <Anchor key="n" component={Link} to={claimHref(c.id)} fz="sm" fw={600}>
          {c.number}
        </Anchor>,
        `${c.payer_sequence === 'secondary' ? 'Secondary · ' : ''}${c.payer.name}`,
        <ClaimStatusBadge key="s" status={c.status} />,
        formatDate(c.service_date),
        formatCents(c.charge_cents),
        formatCents(c.paid_cents),
        formatCents(c.balance_cents),
      ])}
    />
  );
}
