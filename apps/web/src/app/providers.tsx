import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfirmProvider } from '../components';
import { linkToastStore } from '../lib/notify';
import { bindSessionReset } from './session-reset';
import { theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** `'test'` turns off Mantine transitions and portals (unit tests). */
  env?: 'default' | 'test';
}

// The toast containers load with the first toast: Mantine's notifications UI and its transitions are not part of the
// first load (the sign-in page's budget, scripts/bundle-budget.mjs). Toasts shown meanwhile wait in the stores.
const Toasts = lazy(() => import('./toasts'));

function ToastsWhenNeeded() {
  const main = useNotifications();
  const links = useNotifications(linkToastStore);
  const [needed, setNeeded] = useState(false);
  const pending = main.notifications.length + main.queue.length + links.notifications.length + links.queue.length;
  // Latched during render (React's pattern for state derived from what was seen): once mounted, it stays.
  if (pending > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

// Unit tests read toasts right after they are shown: have the chunk ready there.
if (import.meta.env.MODE === 'test') void import('./toasts');

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  useEffect(() => bindSessionReset(queryClient), [queryClient]);
  return (
    <MantineProvider theme={theme} env={env}>
      <ToastsWhenNeeded />
      <QueryClientProvider client={queryClient}>
        {/* One confirm dialog for the app (`useConfirm()` from components). */}
        <ConfirmProvider>{children}</ConfirmProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
