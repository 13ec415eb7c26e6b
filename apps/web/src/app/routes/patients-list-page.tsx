import type { ReactNode } from 'react';
import { Container, Paper, Stack, Title } from '@mantine/core';
import { PatientsList, type PatientSide } from '../../features/patients';

// Apart from the patient's screen (patient-tab-page.tsx), so the list's route chunk leaves out the tabs.
/** The patients list of a side (doctor: "Patient Info", supplier: "Patients"). */
export function PatientsListPage({ side, tagId, toolbar }: { side: PatientSide; tagId?: number; toolbar?: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {side === 'doctor' ? 'Patient Info' : 'Patients'}
        </Title>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <PatientsList side={side} tagId={tagId} toolbar={toolbar} />
        </Paper>
      </Stack>
    </Container>
  );
}
