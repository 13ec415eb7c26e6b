import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { createClaimBody, formatCents, type ClaimDetail, type CreateClaimBody } from '@dme/contract';
import { bodySchema, FormErrorText, inputOf, useAppForm } from '../../../components';
import { useCreateClaim } from '../api/create-claim';
import { claimQueryOptions } from '../api/get-claim';
import { billingNavHref, claimHref, idOf, isId } from '../routes';
import { BillingPage, LoadState } from './billing-page';
import { ClaimAdjustments, ClaimPayments } from './claim-sections';
import { InsuranceSelect } from './insurance-select';

/** The policy chosen (its id as the select holds it; null until one is). */
interface SecondaryValues extends Record<string, unknown> {
  insurance_id: string | null;
}

/** The body of a secondary claim: from its primary, to the policy chosen. */
const secondaryBody = (primaryId: number, values: SecondaryValues): CreateClaimBody => ({
  parent_claim_id: primaryId,
  ...(values.insurance_id ? { insurance_id: Number(values.insurance_id) } : {}),
});

/** The primary's figures and the policy to bill; the contract's `createClaimBody` checks the claim it makes. */
function SecondaryClaimForm({ primary }: { primary: ClaimDetail }) {
  const navigate = useNavigate();
  const create = useCreateClaim();
  const form = useAppForm<SecondaryValues>({
    schema: bodySchema(createClaimBody, (values: SecondaryValues) => secondaryBody(primary.id, values)),
    initialValues: { insurance_id: null },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(secondaryBody(primary.id, values), { onSuccess: (claim) => void navigate(claimHref(claim.id)), onError: form.fail }),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm">
            Primary claim <b>{primary.number}</b> · {primary.payer.name} · {primary.patient.full_name} · paid{' '}
            {formatCents(primary.paid_cents)}, patient share {formatCents(primary.patient_responsibility_cents)}, balance{' '}
            {formatCents(primary.balance_cents)}
          </Text>
          <InsuranceSelect
            label="Secondary insurance"
            patientId={primary.patient.id}
            {...inputOf(form, 'insurance_id')}
            filter={(i) => i.id !== primary.insurance_id}
            placeholder="Choose the policy to bill"
          />
          <FormErrorText error={form.formError} />
          <Group justify="flex-end">
            <Button type="submit" disabled={!form.getValues().insurance_id} loading={create.isPending}>
              Create secondary claim
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** `supplier.billing.claims.new`: the secondary claim of an adjudicated primary, to another of the patient's policies. */
export function SecondaryClaimPage() {
  const primaryId = idOf(useParams().claimId);
  const primary = useQuery({ ...claimQueryOptions(primaryId), enabled: isId(primaryId) });
  return (
    <BillingPage
      title="Secondary claim"
      intro="The primary's payments and adjustments go along; the secondary payer is billed for what is left."
      back={{ to: isId(primaryId) ? claimHref(primaryId) : billingNavHref('claims'), label: 'Primary claim' }}
    >
      <LoadState query={primary} invalid={!isId(primaryId)} noun="Claim">
        {(c) => (
          <Stack gap="md">
            <SecondaryClaimForm primary={c} />
            <ClaimPayments claim={c} />
            <ClaimAdjustments claim={c} />
          </Stack>
        )}
      </LoadState>
    </BillingPage>
  );
}
