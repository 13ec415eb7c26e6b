import { useParams } from 'react-router';
import { PatientInsurancePage, patientAppParam } from '../../../features/patient-app';

export default function PatientInsuranceShowRoute() {
  const { id } = useParams();
  return <PatientInsurancePage key={id} insuranceId={patientAppParam(id)} />;
}
