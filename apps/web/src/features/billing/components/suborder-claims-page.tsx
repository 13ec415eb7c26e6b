import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Button, Container, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { getSuborder, type SuborderDetail } from '@dme/contract';
import { FormErrorText } from '../../../components';
import { call } from '../../../lib/http';
import { shippingKeys, shippingListHref, ShippingStatusBadge, suborderTabHref, type SuborderTab } from '../../shipping';
import { useCreateSuborderClaim } from '../api/create-claim';
import { suborderClaimsQueryOptions } from '../api/suborder-claims';
import { claimHref, idOf, isId } from '../routes';
import { LoadState } from './billing-page';
import { ClaimsOfSuborder } from './claims-of-suborder';
import { InsuranceSelect } from './insurance-select';

function CreateClaim({ suborder }: { suborder: SuborderDetail }) {
  const navigate = useNavigate();
  const create = useCreateSuborderClaim();
  const [insuranceId, setInsuranceId] = useState<string | null>(null);
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          New claim
        </Title>
        {suborder.status !== 'delivered' && (
          <Text fz="sm" c="dimmed">
            A claim is made once the suborder is delivered.
          </Text>
        )}
        <InsuranceSelect
          label="Payer"
          patientId={suborder.patient.id}
          value={insuranceId}
          onChange={setInsuranceId}
          placeholder="The order's primary insurance"
        />
        <FormErrorText error={create.error} />
        <Group justify="flex-end">
          <Button
            loading={create.isPending}
            disabled={suborder.status !== 'delivered'}
            onClick={() =>
              create.mutate(
                { suborderId: suborder.id, ...(insuranceId ? { insuranceId: Number(insuranceId) } : {}) },
                { onSuccess: (claim) => void navigate(claimHref(claim.id)) },
              )
            }
          >
            Create claim
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export interface SuborderClaimsPageProps {
  /** The suborder screen's tabs whose screens exist (the app knows which). */
  tabs: readonly SuborderTab[];
}

/**
 * `supplier.shipping.show.new-claim`: the suborder screen's claims tab. The shipping shell renders only its own
 * tabs, so this one draws the same header and tab row around the suborder's claims.
 */
export function SuborderClaimsPage({ tabs }: SuborderClaimsPageProps) {
  const suborderId = idOf(useParams().suborderId);
  const suborder = useQuery({
    queryKey: shippingKeys.suborder(suborderId),
    queryFn: async ({ signal }) => (await call(getSuborder, { params: { suborderId }, signal, skipErrorAlert: true })).data,
    enabled: isId(suborderId),
  });
  const claims = useQuery({ ...suborderClaimsQueryOptions(suborderId), enabled: isId(suborderId) });
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Anchor component={Link} to={shippingListHref()} fz="sm">
          ← Shipping
        </Anchor>
        <LoadState query={suborder} invalid={!isId(suborderId)} noun="Suborder">
          {(s) => (
            <>
              <Stack gap={6}>
                <Title order={1} fz={{ base: 22, sm: 28 }}>
                  Suborder {s.number}
                </Title>
                <Group gap="xs">
                  <ShippingStatusBadge status={s.status} size="lg" />
                  <Text fz="sm">{s.patient.full_name}</Text>
                </Group>
              </Stack>
              <Tabs value="new-claim" keepMounted={false}>
                <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
                  {tabs.map((t) => (
                    <Tabs.Tab
                      key={t.tab}
                      value={t.tab}
                      renderRoot={(props) => <Link to={suborderTabHref(s.id, t.tab)} {...props} />}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {t.label}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              </Tabs>
              <ClaimsOfSuborder query={claims} />
              <CreateClaim suborder={s} />
            </>
          )}
        </LoadState>
      </Stack>
    </Container>
  );
}
