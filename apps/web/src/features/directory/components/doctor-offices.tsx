import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { VendorDoctor } from '@dme/contract';
import { PlusIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { doctorLocationsQueryOptions } from '../api/list-doctor-locations';
import { doctorLocationHref } from '../routes';
import { OfficeCard } from './office-card';

/** The doctor's offices, each a card whose title opens the office's page; "Add office" while the company may edit. */
export function DoctorOffices({ doctor, canEdit }: { doctor: VendorDoctor; canEdit: boolean }) {
  const offices = useQuery(doctorLocationsQueryOptions(doctor.id));
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm" component="section" aria-label="Offices">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg">
          Offices
        </Title>
        {canEdit && !adding && (
          <Button size="xs" variant="light" leftSection={<PlusIcon />} onClick={() => setAdding(true)}>
            Add office
          </Button>
        )}
      </Group>
      {adding && <OfficeCard doctorId={doctor.id} canEdit onClose={() => setAdding(false)} />}
      {offices.isPending ? (
        <Loader size="sm" aria-label="Loading offices" />
      ) : offices.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorText(offices.error)}
        </Alert>
      ) : offices.data.data.length === 0 ? (
        !adding && (
          <Paper withBorder radius="md" p="lg">
            <Text c="dimmed" ta="center" fz="sm">
              No offices yet.
            </Text>
          </Paper>
        )
      ) : (
        offices.data.data.map((location) => (
          <OfficeCard
            key={location.id}
            doctorId={doctor.id}
            location={location}
            canEdit={canEdit}
            href={doctorLocationHref(doctor.id, location.id)}
          />
        ))
      )}
    </Stack>
  );
}
