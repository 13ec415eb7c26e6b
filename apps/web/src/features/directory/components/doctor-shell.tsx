import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import type { VendorDoctor } from '@dme/contract';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { doctorQueryOptions } from '../api/get-doctor';
import { DOCTOR_TABS, doctorsListHref, doctorTabHref, isId, type DoctorTabKey } from '../routes';
import { npiText, VerifiedBadge } from './doctor-columns';

function DoctorHeader({ doctor }: { doctor: VendorDoctor }) {
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 22, sm: 28 }}>
        {doctor.name}
      </Title>
      <Group gap="xs" data-testid="doctor-summary">
        {doctor.npi && (
          <Badge variant="light" color="gray" tt="none">
            NPI {npiText(doctor.npi)}
          </Badge>
        )}
        <Badge variant="light" color="gray" tt="none">
          {doctor.practice.name}
        </Badge>
        <VerifiedBadge doctor={doctor} />
      </Group>
    </Stack>
  );
}

export interface DoctorShellProps {
  doctorId: number;
  /** The tab shown as active; null on pages under the doctor that are no tab (an office). */
  active: DoctorTabKey | null;
  children: (doctor: VendorDoctor) => ReactNode;
}

/** A doctor's screen on the supplier side: who, a tab per section, the section; "not found" for other ids. */
export function DoctorShell({ doctorId, active, children }: DoctorShellProps) {
  const doctor = useQuery({ ...doctorQueryOptions(doctorId), enabled: isId(doctorId) });

  let body: ReactNode;
  if (!isId(doctorId) || (doctor.isError && readServerError(doctor.error).status === 404)) {
    body = (
      <Alert color="yellow" variant="light" title="Doctor not found">
        This doctor is not in your list.
      </Alert>
    );
  } else if (doctor.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(doctor.error)}
      </Alert>
    );
  } else if (!doctor.data) {
    body = <PageLoader />;
  } else {
    body = (
      <>
        <DoctorHeader doctor={doctor.data} />
        <Tabs value={active} keepMounted={false}>
          <Tabs.List>
            {DOCTOR_TABS.map((t) => (
              <Tabs.Tab key={t.tab} value={t.tab} renderRoot={(props) => <Link to={doctorTabHref(doctorId, t.tab)} {...props} />}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <div>{children(doctor.data)}</div>
      </>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Anchor component={Link} to={doctorsListHref()} fz="sm">
          ← Doctors
        </Anchor>
        {body}
      </Stack>
    </Container>
  );
}
