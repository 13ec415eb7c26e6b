import { useQuery } from '@tanstack/react-query';
import { Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '@dme/contract';
import { doctorsQuery } from '../api/list-doctors';
import { profileHref } from '../routes';
import { Loaded, PageFrame } from './page-frame';

/** `patient.profile.doctors`: who prescribed the patient's equipment, and where. */
export function PatientDoctorsPage() {
  const query = useQuery(doctorsQuery());
  return (
    <PageFrame title="My doctors" back={{ to: profileHref(), label: 'Profile' }}>
      <Loaded query={query} what="Doctors">
        {(list) =>
          list.length === 0 ? (
            <Text c="gray.7">No doctor has sent an order for you yet.</Text>
          ) : (
            <Stack gap="sm">
              {list.map((d) => (
                <Paper key={d.id} withBorder radius="md" p="md" component="article" aria-label={d.name}>
                  <Stack gap={4}>
                    <Text fw={600} fz="lg">
                      {d.name}
                    </Text>
                    {d.practice && <Text fz="md">{d.practice}</Text>}
                    {d.office && (
                      <Text fz="sm">
                        {d.office.name}
                        {d.office.address ? ` · ${d.office.address}` : ''}
                      </Text>
                    )}
                    <Text fz="sm" c="gray.7">
                      {d.npi ? `NPI ${d.npi} · ` : ''}last order {formatDate(d.last_order_at)}
                    </Text>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )
        }
      </Loaded>
    </PageFrame>
  );
}
