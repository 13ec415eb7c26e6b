import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { ADJUSTMENT_GROUPS, formatCents, toIsoDate, type ClaimDetail, type ClaimSummary, type ManualPaymentBody } from '@dme/contract';
import { ModalFooter, useAppForm } from '../../../components';
import { AddRow, RemoveRow } from './form-actions';
import { emptyAdjustment, paymentSchema, type PaymentValues } from './form-values';

const GROUP_OPTIONS = Object.entries(ADJUSTMENT_GROUPS).map(([value, label]) => ({ value, label: `${value} · ${label}` }));

export interface PaymentFormProps {
  claim: ClaimSummary | ClaimDetail;
  /** A paper remittance from the payer (with adjustments) or the patient's payment toward their share. */
  kind: 'manual' | 'coins';
  pending: boolean;
  /** Sends the body; `onError` puts the server's refusal on the form. */
  onSubmit: (body: ManualPaymentBody, handlers: { onError: (error: unknown) => void }) => void;
  onCancel: () => void;
}

/** Amount in dollars (sent as cents), date, reference and, for a paper remittance, its CAS adjustments. */
export function PaymentForm({ claim, kind, pending, onSubmit, onCancel }: PaymentFormProps) {
  const schema = paymentSchema(kind);
  const form = useAppForm<PaymentValues>({
    schema,
    initialValues: { amount_cents: '', paid_on: toIsoDate(new Date()), reference: '', line_id: null, adjustments: [] },
  });
  const lines = 'lines' in claim ? claim.lines : [];
  const adjustments = form.getValues().adjustments;

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(schema.parse(values), { onError: form.fail }))} noValidate>
      <Stack gap="sm">
        {kind === 'coins' && (
          <Text fz="sm" c="dimmed">
            Patient balance open: {formatCents(claim.patient_responsibility_cents - claim.patient_paid_cents)}
          </Text>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="Amount ($)" inputMode="decimal" required {...form.getInputProps('amount_cents')} miw={140} />
          <TextInput label="Paid on" type="date" required {...form.getInputProps('paid_on')} miw={140} />
        </Group>
        <TextInput label={kind === 'coins' ? 'Receipt / reference' : 'Check or EFT number'} maxLength={50} {...form.getInputProps('reference')} />
        {lines.length > 0 && (
          <Select
            label="Line"
            placeholder="The whole claim"
            clearable
            {...form.getInputProps('line_id')}
            data={lines.map((l) => ({ value: String(l.id), label: `${l.line_no}. ${l.hcpcs} ${l.description}` }))}
          />
        )}
        {kind === 'manual' && (
          <Stack gap={6}>
            <Text fz="sm" fw={600}>
              Adjustments
            </Text>
            {adjustments.map((_, i) => (
              <Group key={i} gap="xs" wrap="wrap" align="flex-end">
                <Select label="Group" data={GROUP_OPTIONS} {...form.getInputProps(`adjustments.${i}.group`)} allowDeselect={false} w={220} />
                <TextInput label="Reason code" {...form.getInputProps(`adjustments.${i}.reason`)} w={110} />
                <TextInput label="Amount ($)" inputMode="decimal" {...form.getInputProps(`adjustments.${i}.amount_cents`)} w={120} />
                <RemoveRow label={`Remove adjustment ${i + 1}`} onRemove={() => form.removeListItem('adjustments', i)} mb={4} />
              </Group>
            ))}
            <AddRow onAdd={() => form.insertListItem('adjustments', emptyAdjustment())}>Add adjustment</AddRow>
          </Stack>
        )}
        <ModalFooter
          submitLabel={kind === 'coins' ? 'Record patient payment' : 'Post payment'}
          pending={pending}
          error={form.formError}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
