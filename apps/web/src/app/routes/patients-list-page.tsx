import type { ReactNode } from 'react';
import { PageFrame } from '../../components/page-frame';
import { PatientsList, type PatientSide } from '../../features/patients';

// Apart from the patient's screen (patient-tab-page.tsx), so the list's route chunk leaves out the tabs.
/** The patients list of a side (doctor: "Patient Info", supplier: "Patients"). */
export function PatientsListPage({ side, tagId, toolbar }: { side: PatientSide; tagId?: number; toolbar?: ReactNode }) {
  return (
    <PageFrame title={side === 'doctor' ? 'Patient Info' : 'Patients'}>
      <PatientsList side={side} tagId={tagId} toolbar={toolbar} />
    </PageFrame>
  );
}
