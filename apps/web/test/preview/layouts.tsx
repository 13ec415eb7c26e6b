// Dev-server preview of the layouts that have no mounted screen yet (doctor-invite, simple, quiz), for the
// screenshot review (e2e/shell/screenshots.spec.ts). Not part of the build: `vite` serves it from test/.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { LAYOUTS, webRoute, type Layout, type WebRouteName } from '@dme/contract';
import { layoutComponents } from '../../src/app/layouts';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';

const SAMPLE_ROUTE: Partial<Record<Layout, WebRouteName>> = {
  'doctor-invite': 'invite-doctor.step_2',
  simple: 'sign.satisfaction',
  quiz: 'signed.order',
};

function SamplePage() {
  return (
    <Stack gap="md">
      <Title order={2} fz={22}>
        Sample page
      </Title>
      <Text c="dimmed">The page of a screen renders here; this preview shows only the frame around it.</Text>
      <TextInput label="A field" placeholder="Type here" />
      <Group justify="flex-end">
        <Button variant="default">Back</Button>
        <Button>Continue</Button>
      </Group>
    </Stack>
  );
}

const requested = new URLSearchParams(window.location.search).get('layout') as Layout | null;
const layout: Layout = requested && (LAYOUTS as readonly string[]).includes(requested) ? requested : 'simple';
const routeName = SAMPLE_ROUTE[layout];
const router = createMemoryRouter(
  [{ Component: layoutComponents[layout], children: [{ path: '*', handle: routeName ? { route: webRoute(routeName) } : undefined, Component: SamplePage }] }],
  { initialEntries: ['/preview'] },
);

createRoot(document.getElementById('root')!).render(
  <AppProviders queryClient={createQueryClient()}>
    <RouterProvider router={router} />
  </AppProviders>,
);
