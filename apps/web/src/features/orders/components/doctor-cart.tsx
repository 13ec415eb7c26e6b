import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Alert, Anchor, Badge, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Order, OrderItem } from '@dme/contract';
import { useConfirm } from '../../../components';
import { TrashIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useOrderAccess } from '../access';
import { itemsTreeQueryOptions, useRemoveItem } from '../api/items';
import { itemsViewHref } from '../routes';
import { ItemQuantity } from './item-quantity';

function RemoveButton({ item }: { item: OrderItem }) {
  const confirm = useConfirm();
  const remove = useRemoveItem(item.order_id);
  const run = async () => {
    if (!(await confirm({ text: `Remove ${item.hcpcs} (${item.name}) from the order?`, color: 'red' }))) return;
    try {
      await remove.mutateAsync(item.id);
      notify.success(`${item.hcpcs} was removed`);
    } catch {
      // The error catalogue showed the server's reason.
    }
  };
  return (
    <ActionIcon variant="subtle" color="red" aria-label={`Remove ${item.hcpcs}`} loading={remove.isPending} onClick={() => void run()}>
      <TrashIcon />
    </ActionIcon>
  );
}

/** The doctor's cart: the order's items under their category and subcategory, with quantity and removal on a draft. */
export function DoctorCart({ order }: { order: Order }) {
  const access = useOrderAccess('doctor', order);
  const tree = useQuery(itemsTreeQueryOptions(order.id));
  if (tree.isPending) return <Loader size="sm" aria-label="Loading the items" />;
  if (tree.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(tree.error)}
      </Alert>
    );
  }
  if (tree.data.length === 0) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text fz="sm" c="dimmed">
          The cart is empty.
        </Text>
        {access.editPrescription && (
          <Text fz="sm">
            Add items from the{' '}
            <Anchor component={Link} to={itemsViewHref(order.id, 'catalog')}>
              catalog
            </Anchor>{' '}
            or a{' '}
            <Anchor component={Link} to={itemsViewHref(order.id, 'presets')}>
              preset
            </Anchor>
            .
          </Text>
        )}
      </Stack>
    );
  }
  const editable = access.editPrescription;
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table aria-label="Cart" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th w={140}>Quantity</Table.Th>
            {editable && <Table.Th w={50} aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tree.data.map((category) => (
            <Fragment key={category.id}>
              {category.children.map((sub) => (
                <Fragment key={sub.id}>
                  <Table.Tr bg="var(--mantine-color-gray-0)">
                    <Table.Td colSpan={editable ? 3 : 2}>
                      <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
                        {category.name} · {sub.name}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                  {sub.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Group gap={6}>
                          <Text fz="sm" ff="monospace" fw={600}>
                            {item.hcpcs}
                          </Text>
                          <Badge size="xs" variant="outline" color="gray">
                            {item.rental_or_purchase === 'rental' ? 'Rental' : 'Purchase'}
                          </Badge>
                        </Group>
                        <Text fz="sm">{item.name}</Text>
                      </Table.Td>
                      <Table.Td>
                        {editable && access.changeQuantity ? <ItemQuantity item={item} /> : <Text fz="sm">{item.quantity}</Text>}
                      </Table.Td>
                      {editable && (
                        <Table.Td>
                          <RemoveButton item={item} />
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Fragment>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
