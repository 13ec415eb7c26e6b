import { useMemo } from 'react';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { OptimizedPlan } from '@dme/contract';
import { formatDistance, formatSeconds, formatWindow, lateText } from '../../format';
import { LazyRouteMap } from '../lazy-route-map';
import { mapRouteOf, routeColor } from '../map-types';

/** The optimiser's plan: the routes on a map in their colours, a table per route, and what it could not place. */
export function PlanResult({ plan, timeZone }: { plan: OptimizedPlan; timeZone?: string }) {
  const mapRoutes = useMemo(() => plan.routes.map((r, i) => mapRouteOf(r, routeColor(i))), [plan.routes]);
  return (
    <Stack gap="md">
      <Text fz="sm">
        {plan.totals.stops} stops on {plan.routes.length} routes · {formatDistance(plan.totals.distance_m)} · {formatSeconds(plan.totals.duration_s)}
        {plan.totals.lateness_s > 0 ? ` · ${lateText(plan.totals.lateness_s)}` : ' · on time'} · solved in {plan.solver.seconds.toFixed(1)} s (
        {plan.solver.iterations} iterations)
      </Text>
      <LazyRouteMap routes={mapRoutes} label="Map of the proposed routes" />
      {plan.routes.map((route, i) => (
        <section key={route.driver.id} aria-label={`${route.driver.name}’s proposed route`}>
          <Group gap="xs" mb={4}>
            <span aria-hidden style={{ width: 14, height: 14, borderRadius: 7, background: routeColor(i), display: 'inline-block' }} />
            <Title order={3} fz="md">
              {route.driver.name}
            </Title>
            <Text fz="sm" c="dimmed">
              {route.stops} stops · {formatDistance(route.distance_m)} · {formatSeconds(route.duration_s)} · load {route.load}
            </Text>
            {route.lateness_s > 0 && <Badge color="red">{lateText(route.lateness_s)}</Badge>}
          </Group>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Suborder</Table.Th>
                  <Table.Th>Patient</Table.Th>
                  <Table.Th>City</Table.Th>
                  <Table.Th>Window</Table.Th>
                  <Table.Th>Late</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {route.points.map((p) => (
                  <Table.Tr key={p.suborder.id}>
                    <Table.Td>{p.seq}</Table.Td>
                    <Table.Td>{p.suborder.number}</Table.Td>
                    <Table.Td>{p.suborder.patient_name}</Table.Td>
                    <Table.Td>{p.suborder.address.city}</Table.Td>
                    <Table.Td>{formatWindow(p.suborder.agreed_slot, timeZone)}</Table.Td>
                    <Table.Td c={p.lateness_s > 0 ? 'red' : undefined}>{lateText(p.lateness_s) || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      ))}
      {plan.unassigned.length > 0 && (
        <section aria-label="Not placed">
          <Title order={3} fz="md" mb={4} c="orange.8">
            Not placed ({plan.unassigned.length})
          </Title>
          <Stack gap={2} component="ul" m={0} pl="md">
            {plan.unassigned.map((u) => (
              <Text component="li" key={u.suborder_id} fz="sm">
                {u.number}: {u.reason}
              </Text>
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
