import { PatientOrdersPage } from '../patient-orders-page';

/** `doctor.patients.show.orders`: the patient's orders. */
export default function DoctorPatientOrdersPage() {
  return <PatientOrdersPage side="doctor" />;
}
