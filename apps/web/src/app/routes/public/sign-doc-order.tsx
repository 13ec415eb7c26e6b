import { useParams, useSearchParams } from 'react-router';
import { PublicSignPage } from '../../../features/order-signing';

const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/** `/sign/doc-order/{userId}/{orderId}?token=…`: the prescriber signs an order through a signing link. */
export default function SignDocOrderPage() {
  const { userId, orderId } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Keyed by the link: opening another one from here starts over.
  return <PublicSignPage key={`${userId}/${orderId}/${token}`} userId={idOf(userId)} orderId={idOf(orderId)} token={token} />;
}
