import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, type SuborderItem } from '@dme/contract';

/** The suborder's items: SKU, serial, quantity, OTC flag and whether they were loaded on the van (with the scanned serial). */
export function ItemsTable({ items }: { items: readonly SuborderItem[] }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Items">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Items
        </Title>
        {items.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No items in this suborder.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label="Suborder items" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th>Serial</Table.Th>
                  <Table.Th ta="right">Qty</Table.Th>
                  <Table.Th>OTC</Table.Th>
                  <Table.Th>Loaded</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Text fz="sm">{item.name}</Text>
                      <Text fz="xs" c="dimmed">
                        {item.hcpcs}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.sku ?? '—'}</Table.Td>
                    <Table.Td>{item.serial ?? '—'}</Table.Td>
                    <Table.Td ta="right">{item.quantity}</Table.Td>
                    <Table.Td>
                      {item.otc ? (
                        <Badge variant="light" color="grape">
                          OTC
                        </Badge>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>
                      {item.loaded_at
                        ? `${formatDateTime(item.loaded_at)}${item.loaded_serial ? ` · ${item.loaded_serial}` : ''}`
                        : 'Not loaded'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
