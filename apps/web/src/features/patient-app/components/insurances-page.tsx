import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { formatDate, type PatientInsuranceCard } from '@dme/contract';
import { insuranceQuery } from '../api/get-insurance';
import { insurancesQuery } from '../api/list-insurances';
import { insuranceHref, insurancesHref, newInsuranceHref, profileHref } from '../routes';
import { Loaded, PageFrame, TAP } from './page-frame';

const photosText = (i: PatientInsuranceCard) =>
  i.photos.front && i.photos.back
    ? 'Card photos on file'
    : i.photos.front || i.photos.back
      ? 'One side of the card on file'
      : 'No card photo';

function ActiveBadge({ insurance }: { insurance: PatientInsuranceCard }) {
  return (
    <Badge variant="filled" color={insurance.is_active ? 'teal.9' : 'dark'} tt="none" size="lg">
      {insurance.is_active ? `Active · ${insurance.type}` : 'Ended'}
    </Badge>
  );
}

function InsuranceCard({ insurance }: { insurance: PatientInsuranceCard }) {
  return (
    <Paper
      component={Link}
      to={insuranceHref(insurance.id)}
      withBorder
      radius="md"
      p="md"
      aria-label={`${insurance.payer_name}, member id ${insurance.member_id}`}
      style={{ textDecoration: 'none', color: 'inherit', display: 'block' }}
    >
      <Stack gap={4}>
        <ActiveBadge insurance={insurance} />
        <Text fw={600} fz="lg">
          {insurance.payer_name}
        </Text>

        <Text fz="md">Member id {insurance.member_id}</Text>
        <Text fz="sm" c="gray.7">
          {photosText(insurance)}
        </Text>
      </Stack>
    </Paper>
  );
}

const AddButton = () => (
  <Button {...TAP} component={Link} to={newInsuranceHref()} size="lg" fullWidth>
    Add insurance card
  </Button>
);

/** `patient.profile.insurances.list`: the patient's policies, active first, and the way to add a new card. */
export function PatientInsurancesPage() {
  const query = useQuery(insurancesQuery());
  return (
    <PageFrame title="My insurances" back={{ to: profileHref(), label: 'Profile' }}>
      <AddButton />
      <Loaded query={query} what="Insurances">
        {(list) =>
          list.length === 0 ? (
            <Text c="gray.7">No insurance on file yet.</Text>
          ) : (
            <Stack gap="sm">
              {list.map((i) => (
                <InsuranceCard key={i.id} insurance={i} />
              ))}
            </Stack>
          )
        }
      </Loaded>
    </PageFrame>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" c="gray.7">
        {label}
      </Text>
      <Text fz="md">{value || '—'}</Text>
    </Stack>
  );
}

/** `patient.profile.insurances.show`: one policy as the supplier bills it. */
export function PatientInsurancePage({ insuranceId }: { insuranceId: number }) {
  const query = useQuery(insuranceQuery(insuranceId));
  const valid = Number.isInteger(insuranceId) && insuranceId > 0;
  return (
    <PageFrame title="Insurance" back={{ to: insurancesHref(), label: 'My insurances' }}>
      {!valid ? (
        <Text>Insurance not found</Text>
      ) : (
        <Loaded query={query} what="Insurance">
          {(i) => (
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <ActiveBadge insurance={i} />
                <Text fw={600} fz="xl">
                  {i.payer_name}
                </Text>

                <Row label="Member id" value={i.member_id} />
                <Row label="Group number" value={i.group_number} />
                <Row label="Type" value={i.type === 'primary' ? 'Primary' : 'Secondary'} />
                <Row label="Effective" value={i.effective_date ? formatDate(i.effective_date) : ''} />
                {i.termination_date && <Row label="Ended" value={formatDate(i.termination_date)} />}
                <Row label="Card photos" value={photosText(i)} />
                <Text fz="sm" c="gray.7">
                  Got a new card? Add it: it replaces this one.
                </Text>
                <AddButton />
              </Stack>
            </Paper>
          )}
        </Loaded>
      )}
    </PageFrame>
  );
}
