import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../features/auth';

// Loaded once a doctor or supplier is signed in: the realtime client (pusher-js) and the phone widget stay out of
// the first chunks a visitor loads (the login page's budget, scripts/bundle-budget.mjs).
const RealtimeMentions = lazy(async () => ({ default: (await import('../features/realtime/realtime-mentions')).RealtimeMentions }));
const PhoneWidget = lazy(async () => ({ default: (await import('../features/phone')).PhoneWidget }));
const ExportRecorder = lazy(async () => ({ default: (await import('../features/logs')).ExportRecorder }));

/**
 * What runs beside the pages for a signed-in user, across layouts: doctors' realtime mention toasts, the
 * suppliers' phone widget (only when configured) and the recorder of table exports. Unit tests run without a socket.
 */
export function SessionServices() {
  const { user } = useCurrentUser();
  if (!user || user.token_scope !== 'main') return null;
  return (
    <Suspense fallback={null}>
      {user.role === 'doctor' && import.meta.env.MODE !== 'test' && <RealtimeMentions userId={user.id} />}
      {user.role === 'supplier' && <PhoneWidget />}
      {/* Browser-side CSV exports go on the activity log (HIPAA); loaded with the first signed-in page. */}
      {import.meta.env.MODE !== 'test' && <ExportRecorder />}
    </Suspense>
  );
}
