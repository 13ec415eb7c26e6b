import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PublicQuizPage } from '../../../features/order-quiz';

const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

function tokenInState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('quizToken' in state)) return null;
  return typeof state.quizToken === 'string' ? state.quizToken : null;
}

/**
 * `/signed/{userId}/order/{orderId}?token=…` (userId: the patient record): the patient answers the order's
 * questions through the link the supplier sent.
 */
export default function SignedOrderPage() {
  const { userId, orderId } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const inUrl = params.get('token');
  const token = inUrl ?? tokenInState(location.state) ?? '';

  // The token leaves the address bar (what error reports and a copied address carry) for this history entry's
  // state, which a reload keeps.
  useEffect(() => {
    if (inUrl === null) return;
    const rest = new URLSearchParams(params);
    rest.delete('token');
    const search = rest.toString() ? `?${rest.toString()}` : '';
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: { quizToken: inUrl } });
  }, [inUrl, params, location.pathname, location.hash, navigate]);

  // Keyed by the link: opening another one from here starts over.
  return <PublicQuizPage key={`${userId}/${orderId}/${token}`} userId={idOf(userId)} orderId={idOf(orderId)} token={token} />;
}
