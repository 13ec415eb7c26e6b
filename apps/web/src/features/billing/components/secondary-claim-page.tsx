import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCents } from '@dme/contract';
import { FormErrorText } from '../../../components';
import { useCreateClaim } from '../api/create-claim';
import { claimQueryOptions } from '../api/get-claim';
import { billingNavHref, claimHref, idOf, isId } from '../routes';
import { BillingPage, LoadState } from './billing-page';
import { ClaimAdjustments, ClaimPayments } from './claim-sections';
import { InsuranceSelect } from './insurance-select';

/** `supplier.billing.claims.new`: the secondary claim of an adjudicated primary, to another of the patient's policies. */
export function SecondaryClaimPage() {
  const navigate = useNavigate();
  const primaryId = idOf(useParams().claimId);
  const primary = useQuery({ ...claimQueryOptions(primaryId), enabled: isId(primaryId) });
  const create = useCreateClaim();
  const [insuranceId, setInsuranceId] = useState<string | null>(null);
  return (
    <BillingPage
      title="Secondary claim"
      intro="The primary's payments and adjustments go along; the secondary payer is billed for what is left."
      back={{ to: isId(primaryId) ? claimHref(primaryId) : billingNavHref('claims'), label: 'Primary claim' }}
    >
      <LoadState query={primary} invalid={!isId(primaryId)} noun="Claim">
        {(c) => (
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Text fz="sm">
                  Primary claim <b>{c.number}</b> · {c.payer.name} · {c.patient.full_name} · paid {formatCents(c.paid_cents)}, patient share{' '}
                  {formatCents(c.patient_responsibility_cents)}, balance {formatCents(c.balance_cents)}
                </Text>
                <InsuranceSelect
                  label="Secondary insurance"
                  patientId={c.patient.id}
                  value={insuranceId}
                  onChange={setInsuranceId}
                  filter={(i) => i.id !== c.insurance_id}
                  placeholder="Choose the policy to bill"
                />
                <FormErrorText error={create.error} />
                <Group justify="flex-end">
                  <Button
                    disabled={!insuranceId}
                    loading={create.isPending}
                    onClick={() =>
                      create.mutate(
                        { parent_claim_id: c.id, insurance_id: Number(insuranceId) },
                        { onSuccess: (claim) => void navigate(claimHref(claim.id)) },
                      )
                    }
                  >
                    Create secondary claim
                  </Button>
                </Group>
              </Stack>
            </Paper>
            <ClaimPayments claim={c} />
            <ClaimAdjustments claim={c} />
          </Stack>
        )}
      </LoadState>
    </BillingPage>
  );
}
