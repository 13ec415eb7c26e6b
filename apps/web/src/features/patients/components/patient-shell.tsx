import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { applyMask, can, formatDate, formatPhone, MASKS, type Patient } from '@dme/contract';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { useCurrentUser } from '../../auth';
import { useChosenLocationId } from '../../location';
import { patientQueryOptions } from '../api/get-patient';
import type { PatientSide } from '../api/side';
import { patientsListHref, patientTabHref, type PatientTab, type PatientTabKey } from '../routes';
import { DuplicatesPanel } from './duplicates-panel';

/** Whole years between a birth date (`YYYY-MM-DD`) and today. */
export function ageOf(dob: string, today = new Date()): number {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  const hadBirthday = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (hadBirthday ? 0 : 1);
}

function PatientHeader({ patient }: { patient: Patient }) {
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {patient.full_name}
      </Title>
      <Group gap="xs" data-testid="patient-summary">
        <Badge variant="light" color="gray" tt="none">
          DOB {formatDate(patient.dob)} ({ageOf(patient.dob)} y)
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {patient.gender === 'F' ? 'Female' : 'Male'}
        </Badge>
        {patient.phone && (
          <Badge variant="light" color="gray" tt="none">
            {formatPhone(patient.phone)}
          </Badge>
        )}
        {patient.medicare_id && (
          <Badge variant="light" color="blue" tt="none">
            Medicare {applyMask(patient.medicare_id, MASKS.medicare)}
          </Badge>
        )}
        {!patient.is_owner && (
          <Badge variant="light" color="grape" tt="none">
            Shared by the practice
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

export interface PatientShellProps {
  side: PatientSide;
  patientId: number;
  /** The tabs whose screens exist; supplier-only and permission-bound ones are filtered here. */
  tabs: readonly PatientTab[];
  active: PatientTabKey;
  children: (patient: Patient) => ReactNode;
}

/** The patient screen: who, the supplier's possible duplicates, a tab per section, the active section. */
export function PatientShell({ side, patientId, tabs, active, children }: PatientShellProps) {
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  const patient = useQuery({ ...patientQueryOptions(side, patientId), enabled: Number.isInteger(patientId) && patientId > 0 });
  const shown = tabs.filter(
    (t) => (side === 'supplier' || !t.supplierOnly) && (!t.permission || (user !== null && can(user, t.permission, locationId))),
  );

  let body: ReactNode;
  if (!Number.isInteger(patientId) || patientId <= 0 || (patient.isError && readServerError(patient.error).status === 404)) {
    body = (
      <Alert color="yellow" variant="light" title="Patient not found">
        This patient does not exist or is not shared with you.
      </Alert>
    );
  } else if (patient.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(patient.error)}
      </Alert>
    );
  } else if (!patient.data) {
    body = <PageLoader />;
  } else {
    body = (
      <>
        <PatientHeader patient={patient.data} />
        {side === 'supplier' && <DuplicatesPanel patient={patient.data} />}
        <Tabs value={active} keepMounted={false}>
          <Tabs.List>
            {shown.map((t) => (
              <Tabs.Tab key={t.tab} value={t.tab} renderRoot={(props) => <Link to={patientTabHref(side, patientId, t.tab)} {...props} />}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <div>{children(patient.data)}</div>
      </>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Anchor component={Link} to={patientsListHref(side)} fz="sm">
          ← {side === 'doctor' ? 'Patient Info' : 'Patients'}
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
