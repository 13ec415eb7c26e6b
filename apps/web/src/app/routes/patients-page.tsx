import { Navigate, useParams } from 'react-router';
import { Container, Paper, Stack, Title } from '@mantine/core';
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
export function PatientsListPage({ side }: { side: PatientSide }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {side === 'doctor' ? 'Patient Info' : 'Patients'}
        </Title>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <PatientsList side={side} />
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

/** A tab of the patient screen; only tabs whose screens exist are offered. */
export function PatientTabPage({ side, tab }: { side: PatientSide; tab: PatientTabKey }) {
  const { patientId } = useParams();
  const tabs = PATIENT_TABS.filter((t) => isImplementedRoute(patientTabRoute(side, t.tab)));
  return (
    <PatientShell side={side} patientId={patientIdOf(patientId)} tabs={tabs} active={tab}>
      {(patient) => <PatientTabContent key={patient.id} side={side} tab={tab} patient={patient} />}
    </PatientShell>
  );
}
