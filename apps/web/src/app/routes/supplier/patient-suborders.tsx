import { useParams } from 'react-router';
import { PATIENT_TABS, PatientShell, patientTabRoute } from '../../../features/patients';
import { PatientSuborders } from '../../../features/shipping';
import { isImplementedRoute } from '../../implemented-routes';

const patientIdOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : NaN);

/** `supplier.patients.show.suborders`: the patient's shipments and how they are reached. */
export default function SupplierPatientSubordersPage() {
  const { patientId } = useParams();
  const tabs = PATIENT_TABS.filter((t) => isImplementedRoute(patientTabRoute('supplier', t.tab)));
  return (
    <PatientShell side="supplier" patientId={patientIdOf(patientId)} tabs={tabs} active="suborders">
      {(patient) => <PatientSuborders key={patient.id} patientId={patient.id} />}
    </PatientShell>
  );
}
