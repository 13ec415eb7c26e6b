import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { Container, Group, Paper, Stack, Title } from '@mantine/core';
import type { Patient } from '@dme/contract';
import {
  PATIENT_TABS,
  PatientShell,
  PatientsList,
  PatientTabContent,
  patientTabHref,
  patientTabRoute,
  type PatientSide,
  type PatientTabKey,
} from '../../features/patients';
import { isImplementedRoute } from '../implemented-routes';

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

const patientIdOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : NaN);

/** `/…/patients/{patientId}` opens its first tab. */
export function PatientShowRedirect({ side }: { side: PatientSide }) {
  const { patientId } = useParams();
  return <Navigate to={patientTabHref(side, patientIdOf(patientId) || 0, 'info')} replace />;
}

/** A tab of the patient screen; only tabs whose screens exist are offered. `actions` go above the tab's content. */
export function PatientTabPage({ side, tab, actions }: { side: PatientSide; tab: PatientTabKey; actions?: (patient: Patient) => ReactNode }) {
  const { patientId } = useParams();
  const tabs = PATIENT_TABS.filter((t) => isImplementedRoute(patientTabRoute(side, t.tab)));
  return (
    <PatientShell side={side} patientId={patientIdOf(patientId)} tabs={tabs} active={tab}>
      {(patient) => (
        <>
          {actions && <Group justify="flex-end">{actions(patient)}</Group>}
          <PatientTabContent key={patient.id} side={side} tab={tab} patient={patient} />
        </>
      )}
    </PatientShell>
  );
}
