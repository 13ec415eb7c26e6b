import { PatientShowRedirect } from '../patient-tab-page';

/** `/supplier/patients/{patientId}` opens its first tab, the info. */
export default function SupplierPatientShell() {
  return <PatientShowRedirect side="supplier" />;
}
