import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Stack, Text } from '@mantine/core';
import { ORDERS_PER_PAGE, ordersQuery } from '../api/list-orders';
import { dashboardHref } from '../routes';
import { OrderCard } from './order-card';
import { Loaded, PageFrame, TAP } from './page-frame';

/** Every order of the patient, newest first, a page of cards at a time. */
export function PatientOrdersPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(ordersQuery(page));
  return (
    <PageFrame title="My orders" back={{ to: dashboardHref(), label: 'Dashboard' }}>
      <Loaded query={query} what="Orders">
        {({ data, meta }) => {
          const pages = Math.max(1, Math.ceil(meta.total / ORDERS_PER_PAGE));
          return (
            <Stack gap="sm">
              {data.length === 0 ? (
                <Text c="gray.7">No orders yet. Orders your doctor sends to a supplier show here.</Text>
              ) : (
                data.map((o) => <OrderCard key={o.id} order={o} />)
              )}
              {pages > 1 && (
                <Group justify="space-between" wrap="nowrap">
                  <Button {...TAP} size="md" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    Newer
                  </Button>
                  <Text fz="sm">
                    Page {page} of {pages}
                  </Text>
                  <Button {...TAP} size="md" variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                    Older
                  </Button>
                </Group>
              )}
            </Stack>
          );
        }}
      </Loaded>
    </PageFrame>
  );
}
