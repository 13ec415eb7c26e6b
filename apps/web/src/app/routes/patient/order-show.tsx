import { useParams } from 'react-router';
import { PatientOrderPage, patientAppParam } from '../../../features/patient-app';

export default function PatientOrderShowRoute() {
  const { orderId } = useParams();
  return <PatientOrderPage key={orderId} orderId={patientAppParam(orderId)} />;
}
