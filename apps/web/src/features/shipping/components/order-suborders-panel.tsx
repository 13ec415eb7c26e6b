import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../auth';
import { useSuborderChanges } from '../api/use-suborder-changes';
import { Anchor, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { orderPermission } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { usePermission } from '../access';
import { subordersQueryOptions } from '../api/list-suborders';
import { suborderTabHref } from '../routes';
import { formatWindow, methodLabel } from './format';
import { RegroupDialog } from './regroup-dialog';
import { ShippingStatusBadge } from './shipping-status-badge';

/** Orders split into more shipments than this are rare; the panel shows the first page. */
const PANEL_ROWS = 100;

export interface OrderSubordersPanelProps {
  order: { id: number; status: number };
}

/** An order's suborders (shipments) with links, and the split into shipments (Ready For Service and Delivery). */
export function OrderSubordersPanel({ order }: OrderSubordersPanelProps) {
  const [opened, setOpened] = useState(false);
  const allowed = usePermission();
  const { user } = useCurrentUser();
  // A driver's delivery moves the suborder (and the order to Billing) while the order is on screen.
  useSuborderChanges(user?.account?.id ?? null);
  const list = useQuery(subordersQueryOptions({ order_id: order.id, page: 1, rowsPerPage: PANEL_ROWS, sortBy: 'id', sortType: 'asc' }));
  // Going to Delivery makes the suborders: when the order's status changes under the panel, read them again.
  const seenStatus = useRef(order.status);
  const { refetch } = list;
  useEffect(() => {
    if (seenStatus.current === order.status) return;
    seenStatus.current = order.status;
    void refetch();
  }, [order.status, refetch]);
  // The server answers the split to `order edit {status}` while the order is ready or in delivery.
  const maySplit = (order.status === 40 || order.status === 70) && allowed(orderPermission('edit', order.status));

  let body;
  if (list.isPending) body = <Loader size="sm" aria-label="Loading the suborders" />;
  else if (list.isError)
    body = (
      <Text fz="sm" c="red">
        {formErrorText(list.error)}
      </Text>
    );
  else if (list.data.data.length === 0)
    body = (
      <Text fz="sm" c="dimmed">
        The order is not split into shipments yet.
      </Text>
    );
  else {
    body = (
      <Table.ScrollContainer minWidth={520}>
        <Table aria-label="Suborders of the order" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th>Warehouse</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Agreed window</Table.Th>
              <Table.Th ta="right">Items</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.data.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Anchor component={Link} to={suborderTabHref(s.id)} fz="sm" fw={600}>
                    {s.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{methodLabel(s.method)}</Table.Td>
                <Table.Td>{s.warehouse?.name ?? '—'}</Table.Td>
                <Table.Td>
                  <ShippingStatusBadge status={s.status} />
                </Table.Td>
                <Table.Td>{formatWindow(s.agreed_slot) || '—'}</Table.Td>
                <Table.Td ta="right">{s.items_count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Shipments">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Shipments
          </Title>
          {maySplit && (
            <Button size="xs" variant="light" onClick={() => setOpened(true)}>
              Split into shipments
            </Button>
          )}
        </Group>
        {body}
      </Stack>
      {maySplit && <RegroupDialog orderId={order.id} opened={opened} onClose={() => setOpened(false)} />}
    </Paper>
  );
}
