import { useState } from 'react';
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { ADJUSTMENT_GROUPS, formatCents, toIsoDate, type ClaimDetail, type ClaimSummary, type ManualPaymentBody } from '@dme/contract';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { dollarsToCents } from '../money';

interface AdjustmentRow {
  group: string;
  reason: string;
  amount: string;
}

const GROUP_OPTIONS = Object.entries(ADJUSTMENT_GROUPS).map(([value, label]) => ({ value, label: `${value} · ${label}` }));
const emptyAdjustment = (): AdjustmentRow => ({ group: 'CO', reason: '', amount: '' });

export interface PaymentFormProps {
  claim: ClaimSummary | ClaimDetail;
  /** A paper remittance from the payer (with adjustments) or the patient's payment toward their share. */
  kind: 'manual' | 'coins';
  pending: boolean;
  error: unknown;
  onSubmit: (body: ManualPaymentBody) => void;
  onCancel: () => void;
}

/** Amount in dollars (sent as cents), date, reference and, for a paper remittance, its CAS adjustments. */
export function PaymentForm({ claim, kind, pending, error, onSubmit, onCancel }: PaymentFormProps) {
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(toIsoDate(new Date()));
  const [reference, setReference] = useState('');
  const [lineId, setLineId] = useState<string | null>(null);
  const [adjustments, setAdjustments] = useState<AdjustmentRow[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldErrors = readServerError(error).errors ?? {};
  const lines = 'lines' in claim ? claim.lines : [];

  const submit = () => {
    const cents = dollarsToCents(amount);
    if (cents === null || cents <= 0) return setProblem('Enter the amount in dollars, e.g. 12.50.');
    const adj = adjustments.map((a) => ({
      ...a,
      cents: dollarsToCents(a.amount.replace(/^-/, '')),
      negative: a.amount.trim().startsWith('-'),
    }));
    if (adj.some((a) => a.cents === null || !a.reason.trim())) return setProblem('Each adjustment needs a reason code and an amount.');
    setProblem(null);
    onSubmit({
      amount_cents: cents,
      paid_on: paidOn,
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      ...(lineId ? { line_id: Number(lineId) } : {}),
      ...(kind === 'manual' && adj.length > 0
        ? {
            adjustments: adj.map((a) => ({
              group: a.group as keyof typeof ADJUSTMENT_GROUPS,
              reason: a.reason.trim().toUpperCase(),
              amount_cents: (a.negative ? -1 : 1) * a.cents!,
            })),
          }
        : {}),
    });
  };
  const setAdjustment = (i: number, patch: Partial<AdjustmentRow>) =>
    setAdjustments((rows) => rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Stack gap="sm">
      {kind === 'coins' && (
        <Text fz="sm" c="dimmed">
          Patient balance open: {formatCents(claim.patient_responsibility_cents - claim.patient_paid_cents)}
        </Text>
      )}
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label="Amount ($)"
          inputMode="decimal"
          required
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={fieldErrors.amount_cents?.join(', ')}
          miw={140}
        />
        <TextInput
          label="Paid on"
          type="date"
          required
          value={paidOn}
          onChange={(e) => setPaidOn(e.currentTarget.value)}
          error={fieldErrors.paid_on?.join(', ')}
          miw={140}
        />
      </Group>
      <TextInput
        label={kind === 'coins' ? 'Receipt / reference' : 'Check or EFT number'}
        value={reference}
        onChange={(e) => setReference(e.currentTarget.value)}
        maxLength={50}
      />
      {lines.length > 0 && (
        <Select
          label="Line"
          placeholder="The whole claim"
          clearable
          value={lineId}
          onChange={setLineId}
          data={lines.map((l) => ({ value: String(l.id), label: `${l.line_no}. ${l.hcpcs} ${l.description}` }))}
        />
      )}
      {kind === 'manual' && (
        <Stack gap={6}>
          <Text fz="sm" fw={600}>
            Adjustments
          </Text>
          {adjustments.map((a, i) => (
            <Group key={i} gap="xs" wrap="wrap" align="flex-end">
              <Select
                label="Group"
                data={GROUP_OPTIONS}
                value={a.group}
                onChange={(v) => setAdjustment(i, { group: v ?? 'CO' })}
                allowDeselect={false}
                w={220}
              />
              <TextInput
                label="Reason code"
                value={a.reason}
                onChange={(e) => setAdjustment(i, { reason: e.currentTarget.value })}
                w={110}
              />
              <TextInput
                label="Amount ($)"
                inputMode="decimal"
                value={a.amount}
                onChange={(e) => setAdjustment(i, { amount: e.currentTarget.value })}
                w={120}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove adjustment ${i + 1}`}
                onClick={() => setAdjustments((rows) => rows.filter((_, j) => j !== i))}
                mb={4}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setAdjustments((rows) => [...rows, emptyAdjustment()])}
            style={{ alignSelf: 'flex-start' }}
          >
            Add adjustment
          </Button>
        </Stack>
      )}
      {problem && (
        <Text role="alert" c="red" fz="sm">
          {problem}
        </Text>
      )}
      {error !== null && error !== undefined && (
        <Text role="alert" c="red" fz="sm">
          {readServerError(error).message ?? formErrorText(error)}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={submit} loading={pending}>
          {kind === 'coins' ? 'Record patient payment' : 'Post payment'}
        </Button>
      </Group>
    </Stack>
  );
}
