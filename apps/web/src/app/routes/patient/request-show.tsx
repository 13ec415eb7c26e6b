import { useParams } from 'react-router';
import { RequestPage } from '../../../features/patient-requests';

/** `/patient/requests/{id}`: one of the patient's requests, answered here. */
export default function PatientRequestShowPage() {
  const { id } = useParams();
  return <RequestPage key={id} requestId={id && /^\d+$/.test(id) ? Number(id) : 0} />;
}
