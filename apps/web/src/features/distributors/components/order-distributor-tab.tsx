import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPhone, type DistributionOrderDetail } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useUpdateDistributionOrder } from '../api/update-distribution-order';
import { distributorTabHref } from '../routes';
import { ActiveBadge } from './badges';
import { DetailGrid } from './detail-grid';
import { DistributorSelect } from './selects';

/** A draft may go to another distributor (line prices stay as they are until edited). */
function ChangeDistributor({ order }: { order: DistributionOrderDetail }) {
  const update = useUpdateDistributionOrder(order.id);
  const [distributorId, setDistributorId] = useState<number | null>(order.distributor.id);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    try {
      const saved = await update.mutateAsync({ distributor_id: distributorId! });
      notify.success(`The order now goes to ${saved.distributor.name}`);
    } catch (failure) {
      setError(formErrorText(failure));
    }
  };
  return (
    <Stack gap="xs">
      <Title order={2} fz="md">
        Another distributor
      </Title>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <DistributorSelect
          aria-label="Distributor"
          activeOnly
          value={distributorId}
          onChange={setDistributorId}
          error={error}
          style={{ flex: '1 1 220px', maxWidth: 340 }}
        />
        <Button
          onClick={() => void save()}
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
