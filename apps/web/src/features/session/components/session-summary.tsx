import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CurrentUser } from '@dme/contract';
import { useChosenLocationId } from '../../location';

export interface SessionSummaryProps {
  user: CurrentUser;
  /** Heading above the card, e.g. "Supplier dashboard". */
  heading: string;
}

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Who is signed in, for which account, at which location (the minimal dashboard of every role). */
export function SessionSummary({ user, heading }: SessionSummaryProps) {
  const chosenId = useChosenLocationId();
  const chosen = user.locations.find((l) => l.id === chosenId)?.name ?? null;
  // Offices and departments belong to doctors and suppliers; patients and drivers have none.
  const hasLocations = user.role === 'doctor' || user.role === 'supplier';
  const location = user.is_staff
    ? (chosen ?? 'Not chosen yet — choose it at the top of the page')
    : user.locations.length > 0
      ? user.locations.map((l) => l.name).join(', ')
      : 'No location';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {heading}
        </Title>
        <Text c="dimmed">Welcome, {user.name}.</Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="xs" mb="md">
          <Badge variant="light">{user.role}</Badge>
          {user.is_staff && <Badge variant="outline">staff{user.owner_name ? ` of ${user.owner_name}` : ''}</Badge>}
          {user.staff_roles.map((role) => (
            <Badge key={role} variant="outline" color="gray">
              {role.replace('_', ' ')}
            </Badge>
          ))}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: hasLocations ? 3 : 2 }} spacing="lg">
          <Field label="Name" value={user.name} testId="summary-name" />
          <Field label="Account" value={user.account?.name ?? '—'} testId="summary-account" />
          {hasLocations && <Field label={user.is_staff ? 'Current location' : 'Locations'} value={location} testId="summary-location" />}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
