import { Link } from 'react-router';
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDate, type RouteSummary } from '@dme/contract';
import { ROUTE_STATUS_COLORS, ROUTE_STATUS_LABELS } from '../lib/labels';
import { driverRouteHref } from '../routes';

export function RouteStatusBadge({ status }: { status: RouteSummary['status'] }) {
  return (
    // Never squeezed by a long title beside it: the status is read whole on a 375 px phone.
    <Badge color={ROUTE_STATUS_COLORS[status]} variant="light" size="lg" style={{ flexShrink: 0 }}>
      {ROUTE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** "8 stops · 3 delivered · 1 not delivered". */
export function stopsText(route: Pick<RouteSummary, 'stops' | 'delivered' | 'failed'>): string {
  const parts = [`${route.stops} ${route.stops === 1 ? 'stop' : 'stops'}`, `${route.delivered} delivered`];
  if (route.failed > 0) parts.push(`${route.failed} not delivered`);
  return parts.join(' · ');
}

/** One route in a list: the whole card opens it (a big touch target). */
export function RouteCard({ route }: { route: RouteSummary }) {
  return (
    <UnstyledButton component={Link} to={driverRouteHref(route.id)} aria-label={`Route of ${formatDate(route.date)}`} display="block">
      <Paper withBorder radius="md" p="md" mih={72}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} fz="lg">
              {formatDate(route.date)}
            </Text>
            <Text size="sm" c="dimmed">
              {stopsText(route)}
            </Text>
            {route.warehouse && (
              <Text size="sm" c="dimmed" truncate>
                From {route.warehouse.name}
              </Text>
            )}
          </Stack>
          <RouteStatusBadge status={route.status} />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
