import { Link } from 'react-router';
import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPhone, updateDistributionOrderBody, type DistributionOrderDetail } from '@dme/contract';
import { inputOf, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useUpdateDistributionOrder } from '../api/update-distribution-order';
import { distributorTabHref } from '../routes';
import { ActiveBadge } from './badges';
import { DetailGrid } from './detail-grid';
import { DistributorSelect } from './selects';

/** The contract's rule for the one field this form changes. */
const changeForm = updateDistributionOrderBody.pick({ distributor_id: true });

/** A draft may go to another distributor (line prices stay as they are until edited). */
function ChangeDistributor({ order }: { order: DistributionOrderDetail }) {
  const update = useUpdateDistributionOrder(order.id);
  const form = useAppForm<{ distributor_id: number | null }>({
    schema: changeForm,
    initialValues: { distributor_id: order.distributor.id },
  });
  const distributorId = form.values.distributor_id;
  const save = form.onSubmit(({ distributor_id }) =>
    update.mutate(
      { distributor_id: distributor_id! },
      { onSuccess: (saved) => notify.success(`The order now goes to ${saved.distributor.name}`), onError: form.fail },
    ),
  );
  return (
    <Stack gap="xs">
      <Title order={2} fz="md">
        Another distributor
      </Title>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <DistributorSelect
          aria-label="Distributor"
          activeOnly
          {...inputOf(form, 'distributor_id')}
          // A refusal naming no field (the order was sent meanwhile) shows here too: the select is all there is.
          error={form.errors.distributor_id ?? form.formError}
          style={{ flex: '1 1 220px', maxWidth: 340 }}
        />
        <Button
          onClick={() => save()}
          loading={update.isPending}
          disabled={distributorId === null || distributorId === order.distributor.id}
        >
          Change
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        The lines keep their prices; edit them on the By SKU tab.
      </Text>
    </Stack>
  );
}

/** `show.distributor`: who the order goes to, with the contact and terms to quote. */
export function OrderDistributorTab({ order }: { order: DistributionOrderDetail }) {
  const d = order.distributor;
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="lg">
              {d.name}
            </Title>
            <ActiveBadge active={d.active} />
          </Group>
          <Anchor component={Link} to={distributorTabHref(d.id)} fz="sm">
            Open the distributor
          </Anchor>
        </Group>
        {!d.active && order.status === 'draft' && (
          <Alert color="yellow" variant="light">
            {d.name} is inactive: the order cannot be sent to it. Activate it or choose another distributor.
          </Alert>
        )}
        <DetailGrid
          details={[
            { label: 'Contact', value: d.contact_name },
            { label: 'Email', value: d.email ? <Anchor href={`mailto:${d.email}`}>{d.email}</Anchor> : '' },
            { label: 'Phone', value: formatPhone(d.phone) },
            { label: 'Account number', value: d.account_number },
            { label: 'Terms', value: d.terms },
            { label: 'Lead time', value: `${d.lead_time_days} ${d.lead_time_days === 1 ? 'day' : 'days'}` },
            { label: 'Address', value: d.full_address },
            {
              label: 'Ships to',
              value: `${order.warehouse.name}${order.warehouse.full_address ? `\n${order.warehouse.full_address}` : ''}`,
            },
          ]}
        />
        {order.status === 'draft' && (
          <>
            <Divider />
            <ChangeDistributor order={order} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
