import { useParams } from 'react-router';
import { ShortLinkRedirect } from '../../../features/short-link';

/** `/s/{hash}`: a short link; the page asks the server for its target and goes there. */
export default function ShortLinkPage() {
  const { hash = '' } = useParams();
  // Keyed by the hash: opening another link from here starts over.
  return <ShortLinkRedirect key={hash} hash={hash} />;
}
