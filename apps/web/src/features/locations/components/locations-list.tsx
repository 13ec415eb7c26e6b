import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { PlusIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { useCurrentUser } from '../../auth';
import { locationsQueryOptions } from '../api/list-locations';
import { LocationCard } from './location-card';

/** The practice's offices, one card each; owners edit them and add new ones, staff read the ones they work at. */
export function LocationsList() {
  const locations = useQuery(locationsQueryOptions());
  const { user } = useCurrentUser();
  const canEdit = user !== null && !user.is_staff;
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="xl">
          Locations
        </Title>
        {canEdit && !adding && (
          <Button leftSection={<PlusIcon />} size="sm" onClick={() => setAdding(true)}>
            Add location
          </Button>
        )}
      </Group>
      {adding && <LocationCard canEdit onClose={() => setAdding(false)} />}
      {locations.isPending ? (
        <Loader size="sm" aria-label="Loading locations" />
      ) : locations.isError ? (
        <Alert color="red" variant="light" title="The locations could not be loaded">
          {formErrorText(locations.error)}
        </Alert>
      ) : locations.data.length === 0 ? (
        !adding && (
          <Paper withBorder radius="md" p="lg">
            <Text c="dimmed" ta="center">
              {canEdit ? 'No locations yet. Add the office where you see patients.' : 'You are not assigned to a location yet.'}
            </Text>
          </Paper>
        )
      ) : (
        locations.data.map((location) => <LocationCard key={location.id} location={location} canEdit={canEdit} />)
      )}
    </Stack>
  );
}
