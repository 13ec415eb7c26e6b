import { useQuery } from '@tanstack/react-query';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { orderQuery } from '../api/get-order';
import { ordersHref } from '../routes';
import { DeliveryCard } from './delivery-card';
import { StatusBadge } from './order-card';
import { Loaded, PageFrame } from './page-frame';
import { OrderTimeline } from './timeline';

/** One order: what it holds, where it stands, its deliveries and the same timeline the supplier works from. */
export function PatientOrderPage({ orderId }: { orderId: number }) {
  const query = useQuery(orderQuery(orderId));
  const invalid = !Number.isInteger(orderId) || orderId <= 0;
  return (
    <PageFrame title={`Order ${Number.isNaN(orderId) ? '' : orderId}`} back={{ to: ordersHref(), label: 'My orders' }}>
      {invalid ? (
        <Text>Order not found</Text>
      ) : (
        <Loaded query={query} what="Order">
          {(o) => (
            <Stack gap="lg">
              <Paper withBorder radius="md" p="md">
                <Stack gap="xs">
                  <StatusBadge label={o.status_label} />
                  <Text fz="md">{o.status_words}</Text>
                  <List fz="md" spacing={4}>
                    {o.items.map((i) => (
                      <List.Item key={`${i.hcpcs}-${i.name}`}>
                        {i.name}
                        {i.quantity > 1 ? ` × ${i.quantity}` : ''}
                      </List.Item>
                    ))}
                  </List>
                  <Text fz="sm" c="gray.7">
                    {[o.doctor && `Prescribed by ${o.doctor}`, o.supplier && `Supplied by ${o.supplier}`].filter(Boolean).join(' · ')}
                  </Text>
                  {o.shipping_address && (
                    <Text fz="sm" c="gray.7">
                      Delivered to {o.shipping_address}
                    </Text>
                  )}
                </Stack>
              </Paper>
              {o.deliveries.length > 0 && (
                <Stack gap="sm" component="section" aria-label="Deliveries">
                  <Title order={2} fz="lg">
                    Deliveries
                  </Title>
                  {o.deliveries.map((d) => (
                    <DeliveryCard key={d.id} delivery={d} />
                  ))}
                </Stack>
              )}
              <Stack gap="sm">
                <Title order={2} fz="lg">
                  Timeline
                </Title>
                <OrderTimeline entries={o.timeline} />
              </Stack>
            </Stack>
          )}
        </Loaded>
      )}
    </PageFrame>
  );
}
