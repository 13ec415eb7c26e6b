import { useParams } from 'react-router';
import { PublicSatisfactionPage } from '../../../features/charts';

/** `/sign/satisfaction/{hash}`: the patient rates a delivery and signs, without signing in. */
export default function SignSatisfactionPage() {
  const { hash = '' } = useParams();
  // Keyed by the link: opening another one from here starts over.
  return <PublicSatisfactionPage key={hash} hash={hash} />;
}
