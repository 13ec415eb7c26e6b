import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { initErrorReporting } from '../lib/error-reporting';
import { setAppNavigator } from '../lib/navigation';
import { startVersionCheck } from '../lib/version-check';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router/create-router';

void initErrorReporting();
startVersionCheck();

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });
// The http client's error rules and the toasts navigate through the router (no full page loads).
setAppNavigator({ navigate: (to) => void router.navigate(to), back: () => void router.navigate(-1) });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
