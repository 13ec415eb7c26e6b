import { Stack, Text } from '@mantine/core';
import { CLAIM_LISTS, CLAIM_PRIORITIES, formatCents, formatDate, type ClaimSummary } from '@dme/contract';
import type { DataTableColumn } from '../../../components';

export type ClaimList = (typeof CLAIM_LISTS)[number];
type Column = DataTableColumn<ClaimSummary>;

/** The priorities as a select offers them (filter and setter). */
export const PRIORITY_OPTIONS = CLAIM_PRIORITIES.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }));

const money = (
  key: keyof ClaimSummary & `${string}_cents`,
  title: string,
  sortable = false,
  visibleFrom?: Column['visibleFrom'],
): Column => ({
  key,
  title,
  sortable,
  visibleFrom,
  align: 'right',
  value: (c) => c[key] / 100,
  exportAs: { format: 'cents' },
  render: (c) => (
    <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatCents(c[key])}
    </Text>
  ),
});

const NUMBER: Column = {
  key: 'id',
  exportAs: { path: 'number' },
  title: 'Claim',
  sortable: true,
  value: (c) => c.number,
  // On a phone the patient is written under the number instead of in a column of its own.
  render: (c) => (
    <>
      <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {c.number}
      </Text>
      <Text fz="xs" c="dimmed" hiddenFrom="sm">
        {c.patient.full_name}
      </Text>
    </>
  ),
};
const PATIENT: Column = {
  key: 'patient',
  visibleFrom: 'sm',
  exportAs: { path: 'patient.full_name' },
  title: 'Patient',
  value: (c) => c.patient.full_name,
  render: (c) => (
    <Text fz="sm" miw={120}>
      {c.patient.full_name}
    </Text>
  ),
};
// Below a laptop's width some columns give way (they stay in the CSV and the column settings): the claims table
// scrolled sideways at 1280 px once the status badge kept its whole label, and on a phone showed two columns.
const PAYER: Column = {
  key: 'payer',
  visibleFrom: 'sm',
  exportAs: { path: 'payer.name' },
  title: 'Payer',
  value: (c) => c.payer.name,
  render: (c) => (
    <Stack gap={0} miw={120}>
      <Text fz="sm">{c.payer.name}</Text>
      <Text fz="xs" c="dimmed">
        {c.payer_sequence === 'secondary' ? 'Secondary · ' : ''}
        {c.payer.member_id}
      </Text>
    </Stack>
  ),
};
const SERVICE: Column = {
  key: 'service_date',
  exportAs: { format: 'date' },
  title: 'Service date',
  sortable: true,
  visibleFrom: 'sm',
  value: (c) => formatDate(c.service_date),
  render: (c) => <Text fz="sm">{formatDate(c.service_date)}</Text>,
};
const PRIORITY: Column = {
  key: 'priority',
  title: 'Priority',
  sortable: true,
  visibleFrom: 'xl',
  value: (c) => c.priority,
  render: (c) => (
    <Text fz="sm" tt="capitalize">
      {c.priority}
    </Text>
  ),
};
const SUBORDER: Column = {
  key: 'suborder',
  exportAs: { path: 'suborder.number' },
  title: 'Suborder',
  hidden: true,
  value: (c) => c.suborder.number,
};

const DENIALS: Column = {
  key: 'denials',
  exportAs: { path: 'denials.reason_text' },
  title: 'Denied lines',
  value: (c) => c.denials.map((d) => `${d.hcpcs} ${d.group}-${d.reason} ${d.reason_text} ${d.remark_codes.join(' ')}`.trim()).join('; '),
  render: (c) => (
    <Stack gap={4} miw={180}>
      {c.denials.map((d) => (
        <Text key={`${d.line_no}-${d.group}-${d.reason}`} fz="sm">
          <b>{d.hcpcs}</b> {d.group}-{d.reason}: {d.reason_text}
          {d.remark_codes.length > 0 && <Text span c="dimmed" fz="xs">{` (${d.remark_codes.join(', ')})`}</Text>}
        </Text>
      ))}
    </Stack>
  ),
};
const PENDING_REASON: Column = {
  key: 'pending_reason',
  exportAs: { path: 'pending.reason' },
  title: 'Reason',
  value: (c) => c.pending?.reason ?? '',
  render: (c) => (
    <Text fz="sm" miw={180}>
      {c.pending?.reason || '—'}
    </Text>
  ),
};
const PENDING_SINCE: Column = {
  key: 'pending_since',
  visibleFrom: 'sm',
  exportAs: { path: 'pending.since', format: 'date' },
  title: 'Since',
  value: (c) => formatDate(c.pending?.since),
  render: (c) => <Text fz="sm">{formatDate(c.pending?.since) || '—'}</Text>,
};

/** Columns per list; the status column is the caller's (it renders the badge). Sortable keys are the server's. */
export function claimColumns(list: ClaimList, status: Column): Column[] {
  const head = [NUMBER, PATIENT, PAYER];
  switch (list) {
    case 'coins':
      return [
        ...head,
        SERVICE,
        money('patient_responsibility_cents', 'Patient share', false, 'sm'),
        money('patient_paid_cents', 'Patient paid', false, 'sm'),
        money('balance_cents', 'Balance', true),
        SUBORDER,
      ];
    case 'declined':
      return [...head, SERVICE, status, DENIALS, money('charge_cents', 'Charge', true, 'sm'), SUBORDER];
    case 'pending':
      return [...head, status, PENDING_REASON, PENDING_SINCE, money('balance_cents', 'Balance', true, 'sm'), SUBORDER];
    default:
      return [
        ...head,
        SERVICE,
        status,
        PRIORITY,
        money('charge_cents', 'Charge', true, 'sm'),
        money('paid_cents', 'Paid', false, 'md'),
        money('balance_cents', 'Balance', true, 'sm'),
        SUBORDER,
      ];
  }
}
