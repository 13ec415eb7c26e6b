import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { buildAppRoutes } from '../src/app/router/routes';
import { setAppNavigator } from '../src/lib/navigation';

/** Mounts the real app (providers + the router built from the contract table) at a URL. */
export function renderApp(url: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(buildAppRoutes({ queryClient }), { initialEntries: [url] });
  // As main.tsx does: the http client's error rules and toasts navigate through this router.
  setAppNavigator({ navigate: (to) => void router.navigate(to), back: () => void router.navigate(-1) });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
