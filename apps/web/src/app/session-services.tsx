import { useCurrentUser } from '../features/auth';
import { PhoneWidget } from '../features/phone';
import { RealtimeMentions } from '../features/realtime';

/**
 * What runs beside the pages for a signed-in user, across layouts: doctors' realtime mention toasts and the
 * suppliers' phone widget (only when configured). Unit tests run without a socket.
 */
export function SessionServices() {
  const { user } = useCurrentUser();
  if (!user || user.token_scope !== 'main') return null;
  return (
    <>
      {user.role === 'doctor' && import.meta.env.MODE !== 'test' && <RealtimeMentions userId={user.id} />}
      {user.role === 'supplier' && <PhoneWidget />}
    </>
  );
}
