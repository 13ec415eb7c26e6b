import { Link, useNavigate } from 'react-router';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPhone, type RoutePoint } from '@dme/contract';
import { POINT_STATUS_COLORS, POINT_STATUS_LABELS } from '../lib/labels';
import { navigateUrl, telUrl } from '../lib/links';
import { formatClock, formatWindow } from '../lib/time';
import { driverPointHref } from '../routes';

export interface StopCardProps {
  routeId: number;
  point: RoutePoint;
  isNext: boolean;
  /** The delivery waits in the phone's outbox. */
  savedOnPhone: boolean;
  timeZone?: string;
}

function StopStatus({ point, savedOnPhone }: Pick<StopCardProps, 'point' | 'savedOnPhone'>) {
  if (savedOnPhone && point.status === 'pending')
    return (
      <Badge color="yellow" variant="light" size="lg">
        Saved on phone
      </Badge>
    );
  return (
    <Badge color={POINT_STATUS_COLORS[point.status]} variant="light" size="lg">
      {POINT_STATUS_LABELS[point.status]}
    </Badge>
  );
}

/** One stop: tapping the card opens it; Call and Navigate hand over to the phone's dialler and maps app. */
export function StopCard({ routeId, point, isNext, savedOnPhone, timeZone }: StopCardProps) {
  const navigate = useNavigate();
  const { suborder } = point;
  const open = driverPointHref(routeId, point.id);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      id={`stop-${point.id}`}
      data-next={isNext || undefined}
      aria-label={`Stop ${point.seq}: ${suborder.patient_name}`}
      component="article"
      style={{
        cursor: 'pointer',
        ...(isNext ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2, background: 'var(--mantine-color-blue-0)' } : {}),
      }}
      onClick={(event) => {
        // The links and buttons inside do their own thing.
        if (!(event.target as HTMLElement).closest('a, button')) void navigate(open);
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge size="xl" circle variant={isNext ? 'filled' : 'light'} aria-label={`Stop ${point.seq}`}>
              {point.seq}
            </Badge>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} fz="lg" truncate>
                {suborder.patient_name}
              </Text>
              {isNext && (
                <Text size="sm" c="blue" fw={600}>
                  Next stop
                </Text>
              )}
            </Stack>
          </Group>
          <div style={{ flexShrink: 0 }}>
            <StopStatus point={point} savedOnPhone={savedOnPhone} />
          </div>
        </Group>
        <Text>{suborder.address.full_address}</Text>
        <Text size="sm" c="dimmed">
          {formatWindow(suborder.agreed_slot, timeZone)}
          {point.eta && point.status === 'pending' ? ` · ETA ${formatClock(point.eta, timeZone)}` : ''}
        </Text>
        <SimpleGrid cols={suborder.phone ? 3 : 2} spacing="xs">
          {suborder.phone && (
            <Button
              component="a"
              href={telUrl(suborder.phone)}
              size="md"
              px="xs"
              variant="light"
              aria-label={`Call ${formatPhone(suborder.phone)}`}
            >
              Call
            </Button>
          )}
          <Button component="a" href={navigateUrl(suborder.address)} target="_blank" rel="noopener noreferrer" size="md" px="xs" variant="light">
            Navigate
          </Button>
          <Button component={Link} to={open} size="md" px="xs" variant={isNext ? 'filled' : 'default'}>
            Open
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
