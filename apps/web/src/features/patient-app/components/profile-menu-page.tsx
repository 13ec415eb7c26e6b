import { Link } from 'react-router';
import { Paper, Stack, Text } from '@mantine/core';
import { dashboardHref, doctorsHref, insurancesHref, profileInfoHref } from '../routes';
import { PageFrame } from './page-frame';

const ENTRIES = [
  { to: profileInfoHref, label: 'My information', hint: 'Name, date of birth, phone, e-mail, address' },
  { to: insurancesHref, label: 'My insurances', hint: 'Your cards; add a new one' },
  { to: doctorsHref, label: 'My doctors', hint: 'Who prescribed your equipment' },
];

/** `patient.profile`: the profile menu (info, insurances, doctors) as large rows. */
export function PatientProfileMenuPage() {
  return (
    <PageFrame title="My profile" back={{ to: dashboardHref(), label: 'Dashboard' }}>
      <Stack gap="sm" component="nav" aria-label="Profile">
        {ENTRIES.map((e) => (
          <Paper
            key={e.label}
            component={Link}
            to={e.to()}
            withBorder
            radius="md"
            p="md"
            style={{ textDecoration: 'none', color: 'inherit', display: 'block' }}
          >
            <Text fw={600} fz="lg">
              {e.label}
            </Text>
            <Text fz="sm" c="gray.7">
              {e.hint}
            </Text>
          </Paper>
        ))}
      </Stack>
    </PageFrame>
  );
}
