import { Alert, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '@dme/contract';
import { Avatar } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { useMyProfile } from '../api/get-profile';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

/** The signed-in user's profile from `GET /api/profile`, read-only for now (editing comes with the profile issue). */
export function ProfileView() {
  const profile = useMyProfile();
  if (profile.isPending) return <Loader />;
  if (profile.isError) {
    return (
      <Alert color="red" variant="light" title="The profile could not be loaded">
        {formErrorText(profile.error)}
      </Alert>
    );
  }
  const user = profile.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="md" mb="lg" wrap="nowrap">
        <Avatar name={user.name} size={56} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz={20}>
            {user.name}
          </Title>
          <Group gap={6}>
            <Badge variant="light">{user.role}</Badge>
            {user.is_staff && <Badge variant="outline">staff</Badge>}
            {user.verified_at && (
              <Badge variant="outline" color="teal">
                verified
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <Row label="Login" value={user.login} />
        <Row label="Email" value={user.email ?? ''} />
        <Row label="Account" value={user.account?.name ?? ''} />
        {user.is_staff && <Row label="Staff of" value={user.owner_name ?? ''} />}
        {user.staff_roles.length > 0 && <Row label="Staff roles" value={user.staff_roles.join(', ')} />}
        <Row label="Locations" value={user.locations.map((l) => l.name).join(', ')} />
        <Row label="Time zone" value={user.time_zone} />
        <Row label="Member since" value={formatDate(user.created_at)} />
        <Row label="Last login" value={user.last_login ? formatDateTime(user.last_login) : ''} />
      </SimpleGrid>
    </Paper>
  );
}
