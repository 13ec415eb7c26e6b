import { useParams } from 'react-router';
import { PublicConsentPage } from '../../../features/charts';

/** `/sign/hipaa/{hash}` (a listed route extension): the patient signs the practice's HIPAA consent. */
export default function SignHipaaPage() {
  const { hash = '' } = useParams();
  return <PublicConsentPage key={hash} hash={hash} />;
}
