import { SimpleGrid, Stack } from '@mantine/core';
import { can, type Patient } from '@dme/contract';
import { useCurrentUser } from '../../auth';
import { useChosenLocationId } from '../../location';
import type { PatientSide } from '../api/side';
import { ACCIDENT } from './accident-definition';
import { ADDRESS } from './address-definition';
import { CONTACT } from './contact-definition';
import { HISTORY } from './history-definition';
import { INSURANCE, insuranceBadge } from './insurance-definition';
import { RecordsSection } from './records-section';

interface TabProps {
  side: PatientSide;
  patient: Patient;
}

/** The permission the server checks before deleting a policy. */
export const DELETE_INSURANCE = 'patient_insurance delete';

/** Primary and secondary policies; payers come from the shared payers list. */
export function InsurancesTab({ side, patient }: TabProps) {
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  const mayDelete = user !== null && can(user, DELETE_INSURANCE, locationId);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {(['primary', 'secondary'] as const).map((type) => (
        <RecordsSection
          key={type}
          side={side}
          patientId={patient.id}
          definition={INSURANCE}
          heading={type === 'primary' ? 'Primary insurance' : 'Secondary insurance'}
          filter={(i) => i.type === type}
          initial={{ type }}
          canDelete={mayDelete}
          emptyText={`No ${type} insurance on file.`}
          addLabel={`Add ${type} insurance`}
          badges={insuranceBadge}
        />
      ))}
    </SimpleGrid>
  );
}

export function AddressContactsTab({ side, patient }: TabProps) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <RecordsSection
        side={side}
        patientId={patient.id}
        definition={ADDRESS}
        heading="Addresses"
        emptyText="No address on file."
        addLabel="Add address"
      />
      <RecordsSection
        side={side}
        patientId={patient.id}
        definition={CONTACT}
        heading="Contacts"
        emptyText="No contact on file."
        addLabel="Add contact"
      />
    </SimpleGrid>
  );
}

export function MedHistoryTab({ side, patient }: TabProps) {
  return (
    <Stack maw={900}>
      <RecordsSection
        side={side}
        patientId={patient.id}
        definition={HISTORY}
        heading="Medical history"
        emptyText="No condition recorded."
        addLabel="Add condition"
      />
    </Stack>
  );
}

export function AccidentTab({ side, patient }: TabProps) {
  return (
    <Stack maw={900}>
      <RecordsSection
        side={side}
        patientId={patient.id}
        definition={ACCIDENT}
        heading="Accidents"
        emptyText="No accident recorded."
        addLabel="Add accident"
      />
    </Stack>
  );
}
