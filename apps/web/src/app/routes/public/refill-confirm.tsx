import { useParams } from 'react-router';
import { PublicRefillPage } from '../../../features/patient-requests';

/** `/refill/{hash}`: the refill link mailed to a patient, answered without signing in. */
export default function RefillConfirmPage() {
  const { hash } = useParams();
  // Keyed by the link: opening another one from here starts over.
  return <PublicRefillPage key={hash} hash={hash ?? ''} />;
}
