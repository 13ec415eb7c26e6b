import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfirmProvider } from '../components';
import { useIsMobile } from '../lib/media';
import { LINK_TOAST, linkToastStore, MOBILE_TOAST_WIDTH, TOAST_DEFAULTS } from '../lib/notify';
import { bindSessionReset } from './session-reset';
import { theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** `'test'` turns off Mantine transitions and portals (unit tests). */
  env?: 'default' | 'test';
}

/** Toasts (foundation §9): top-right, 3000 ms, 300 ms transition, 300 px (full width on phones); link toasts 900 px. */
function Toasts() {
  const isMobile = useIsMobile();
  return (
    <>
      <Notifications
        position={TOAST_DEFAULTS.position}
        autoClose={TOAST_DEFAULTS.autoClose}
        transitionDuration={TOAST_DEFAULTS.transitionDuration}
        containerWidth={isMobile ? MOBILE_TOAST_WIDTH : TOAST_DEFAULTS.width}
      />
      <Notifications
        store={linkToastStore}
        position={TOAST_DEFAULTS.position}
        autoClose={LINK_TOAST.autoClose}
        transitionDuration={TOAST_DEFAULTS.transitionDuration}
        containerWidth={isMobile ? MOBILE_TOAST_WIDTH : LINK_TOAST.width}
        data-link-toasts
      />
    </>
  );
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  useEffect(() => bindSessionReset(queryClient), [queryClient]);
  return (
    <MantineProvider theme={theme} env={env}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        {/* One confirm dialog for the app (`useConfirm()` from components). */}
        <ConfirmProvider>{children}</ConfirmProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
