import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SuborderDetail } from '@dme/contract';
import { HistoryTable } from './history-table';
import { ShippingStatusBadge } from './shipping-status-badge';
import { StatusChangeForm } from './status-change-form';

/** `supplier.shipping.show.status`: where the suborder stands, how it got there, and the moves the user may make. */
export function StatusTab({ suborder }: { suborder: SuborderDetail }) {
  return (
    <Stack gap="md" pt="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Current status">
        <Stack gap="sm">
          <Group gap="xs">
            <Text fz="sm">Status:</Text>
            <ShippingStatusBadge status={suborder.status} />
          </Group>
          {suborder.next_statuses.length > 0 ? (
            <StatusChangeForm key={suborder.status} suborder={suborder} />
          ) : (
            <Text fz="sm" c="dimmed">
              No move by hand from this status, or your permissions do not include one.
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="History">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            History
          </Title>
          <HistoryTable history={suborder.history} />
        </Stack>
      </Paper>
    </Stack>
  );
}
