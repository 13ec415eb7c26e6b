import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, type DashboardRequest } from '@dme/contract';
import { dashboardQuery } from '../api/get-dashboard';
import { newInsuranceHref, ordersHref, requestHref } from '../routes';
import { DeliveryCard } from './delivery-card';
import { OrderCard } from './order-card';
import { Loaded, PageFrame, TAP } from './page-frame';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function RequestCard({ request, action }: { request: DashboardRequest; action: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600} fz="lg">
          {request.title}
        </Text>
        {request.due_date && (
          <Text fz="sm" c="gray.7">
            {request.kind === 'refill' ? 'Due' : 'Needed by'} {formatDate(request.due_date)}
          </Text>
        )}
        <Button {...TAP} component={Link} to={requestHref(request.id)} size="lg" fullWidth>
          {action}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The patient's start screen: what needs them now (requests, refills, deliveries coming), then their orders. */
export function PatientDashboardPage() {
  const query = useQuery(dashboardQuery());
  return (
    <Loaded query={query} what="Dashboard">
      {(d) => {
        const nothingNow = d.requests.length + d.refills.length + d.deliveries.length === 0;
        return (
          <PageFrame title={`Hello, ${d.first_name}`}>
            {nothingNow && (
              <Paper withBorder radius="md" p="md">
                <Text fz="md">Nothing needs you right now. Your orders are below.</Text>
              </Paper>
            )}
            {d.refills.length > 0 && (
              <Section title="Refills to confirm">
                {d.refills.map((r) => (
                  <RequestCard key={r.id} request={r} action="Confirm refill" />
                ))}
              </Section>
            )}
            {d.requests.length > 0 && (
              <Section title="Your supplier asks">
                {d.requests.map((r) => (
                  <RequestCard key={r.id} request={r} action="Answer" />
                ))}
              </Section>
            )}
            {d.deliveries.length > 0 && (
              <Section title="Deliveries coming">
                {d.deliveries.map((delivery) => (
                  <DeliveryCard key={delivery.id} delivery={delivery} />
                ))}
              </Section>
            )}
            {!d.has_insurance && (
              <Paper withBorder radius="md" p="md">
                <Stack gap="sm">
                  <Text fz="md">Add your insurance card so your supplier can bill your insurance.</Text>
                  <Button {...TAP} component={Link} to={newInsuranceHref()} size="lg" variant="outline" fullWidth>
                    Add insurance card
                  </Button>
                </Stack>
              </Paper>
            )}
            <Section title="Your orders">
              {d.orders.length === 0 ? <Text c="gray.7">No orders yet.</Text> : d.orders.map((o) => <OrderCard key={o.id} order={o} />)}
              {d.orders.length > 0 && (
                <Button {...TAP} component={Link} to={ordersHref()} variant="outline" size="lg">
                  All orders
                </Button>
              )}
            </Section>
          </PageFrame>
        );
      }}
    </Loaded>
  );
}
