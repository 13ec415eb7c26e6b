import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { ADJUSTMENT_GROUPS, claimStatusName, formatCents, formatDate, formatDateTime, type ClaimDetail } from '@dme/contract';
import { eraHref } from '../routes';
import { SimpleTable } from './simple-table';

const LINE_STATUS = { open: 'Open', paid: 'Paid', partially_paid: 'Partially paid', denied: 'Denied' } as const;
const dash = (value: string | null | undefined) => value || '—';
const groupName = (group: string) => (ADJUSTMENT_GROUPS as Record<string, string>)[group] ?? group;

/** The service lines as billed and as adjudicated. */
export function ClaimLines({ claim }: { claim: ClaimDetail }) {
  return (
    <SimpleTable
      title="Lines"
      minWidth={1000}
      numeric={[3, 4, 7, 8, 9, 10]}
      head={['#', 'HCPCS', 'Modifiers', 'Units', 'Charge', 'Service date', 'Pointers', 'Allowed', 'Paid', 'Adj.', 'PR', 'Status']}
      empty="No lines."
      rows={claim.lines.map((l) => [
        l.line_no,
        <span key="h" title={l.description}>
          <b>{l.hcpcs}</b>{' '}
          <Text span fz="xs" c="dimmed">
            {l.description}
          </Text>
        </span>,
        l.modifiers.join(' ') || '—',
        l.units,
        formatCents(l.charge_cents),
        `${formatDate(l.service_date)}${l.service_date_end ? ` – ${formatDate(l.service_date_end)}` : ''}`,
        l.diagnosis_pointers.join(', '),
        l.allowed_cents === null ? '—' : formatCents(l.allowed_cents),
        formatCents(l.paid_cents),
        formatCents(l.adjustment_cents),
        formatCents(l.patient_responsibility_cents),
        LINE_STATUS[l.status],
      ])}
    />
  );
}

export function ClaimDiagnoses({ claim }: { claim: ClaimDetail }) {
  return (
    <SimpleTable
      title="Diagnoses"
      minWidth={360}
      head={['Pointer', 'ICD-10', 'Description']}
      empty="No diagnoses: the claim cannot be submitted without one."
      rows={claim.diagnoses.map((d, i) => [i + 1, <b key="c">{d.code}</b>, d.description])}
    />
  );
}

const lineNo = (claim: ClaimDetail, lineId: number | null) =>
  lineId === null ? 'Claim' : `Line ${claim.lines.find((l) => l.id === lineId)?.line_no ?? '?'}`;

export function ClaimPayments({ claim }: { claim: ClaimDetail }) {
  return (
    <SimpleTable
      title="Payments"
      numeric={[2]}
      head={['Paid on', 'By', 'Amount', 'For', 'Source', 'Reference', 'Entered by']}
      empty="No payments yet."
      rows={claim.payments.map((p) => [
        formatDate(p.paid_on),
        p.payer === 'patient' ? 'Patient' : 'Insurance',
        formatCents(p.amount_cents),
        lineNo(claim, p.line_id),
        p.source === 'era' && p.era_id ? (
          <Anchor key="e" component={Link} to={eraHref(p.era_id)} fz="sm">
            ERA
          </Anchor>
        ) : (
          'Manual'
        ),
        dash(p.reference),
        dash(p.user?.name),
      ])}
    />
  );
}

export function ClaimAdjustments({ claim }: { claim: ClaimDetail }) {
  return (
    <SimpleTable
      title="Adjustments"
      minWidth={700}
      numeric={[3]}
      head={['For', 'Group', 'Reason', 'Amount', 'Remarks', 'Date']}
      empty="No adjustments."
      rows={claim.adjustments.map((a) => [
        lineNo(claim, a.line_id),
        <span key="g" title={groupName(a.group)}>
          {a.group}
        </span>,
        `${a.reason}: ${a.reason_text}`,
        formatCents(a.amount_cents),
        a.remark_codes.map((r) => `${r.code}: ${r.text}`).join('; ') || '—',
        formatDate(a.created_at),
      ])}
    />
  );
}

export function ClaimRemittances({ claim }: { claim: ClaimDetail }) {
  return (
    <SimpleTable
      title="Remittances posted"
      minWidth={420}
      numeric={[2]}
      head={['Trace number', 'Paid on', 'Paid']}
      empty="No remittance posted yet."
      rows={claim.eras.map((e) => [
        <Anchor key="t" component={Link} to={eraHref(e.id)} fz="sm">
          {e.trace_number}
        </Anchor>,
        formatDate(e.paid_on) || '—',
        formatCents(e.paid_cents),
      ])}
    />
  );
}

export function ClaimHistory({ claim }: { claim: ClaimDetail }) {
  return (
    <SimpleTable
      title="History"
      head={['When', 'From', 'To', 'Note', 'By']}
      empty="No changes yet."
      rows={claim.history.map((h) => [
        formatDateTime(h.created_at),
        h.from_status ? claimStatusName(h.from_status) : '—',
        claimStatusName(h.to_status),
        dash(h.note),
        dash(h.user?.name),
      ])}
    />
  );
}
