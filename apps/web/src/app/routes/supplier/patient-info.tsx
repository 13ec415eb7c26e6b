import { Group } from '@mantine/core';
import { InviteToAppButton } from '../../../features/patient-app';
import { RecordTags } from '../../../features/settings';
import { PatientTabPage } from '../patient-tab-page';

export default function SupplierPatientInfoPage() {
  return (
    <PatientTabPage
      side="supplier"
      tab="info"
      actions={(patient) => (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <RecordTags kind="patient" id={patient.id} />
          <InviteToAppButton patientId={patient.id} email={patient.email} />
        </Group>
      )}
    />
  );
}
