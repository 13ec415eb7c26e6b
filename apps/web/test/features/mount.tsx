import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { session } from '../../src/lib/session';
import { installFakeServer, type FakeHandler } from '../fake-server';

export type FakeServer = ReturnType<typeof installFakeServer>;

/** One component under the app's providers, signed in, answering from `routes`: a form or card tested alone. */
export function mountWithServer(routes: Record<string, FakeHandler>, ui: ReactNode): FakeServer {
  session.setToken('main-1');
  const server = installFakeServer(routes);
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      {ui}
    </AppProviders>,
  );
  return server;
}

/** What the component sent that changes something (every request but GETs). */
export const writesOf = (server: FakeServer) => server.requests.filter((r) => r.method !== 'GET');
