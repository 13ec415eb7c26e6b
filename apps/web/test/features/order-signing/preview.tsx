// Dev-server preview of the order panels that have no mounted screen yet (Sign, Documents, Notes), for the
// screenshot review (e2e/signing/screenshots.spec.ts). Not part of the build: `vite` serves it from test/.
// `?panel=sign|documents|notes&side=doctor|supplier&order=41`; the API calls go to the page's origin.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { Container, Stack, Title } from '@mantine/core';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import { OrderDocumentsPanel } from '../../../src/features/order-documents';
import { OrderNotesPanel } from '../../../src/features/order-notes';
import { OrderSignPanel } from '../../../src/features/order-signing';

const params = new URLSearchParams(window.location.search);
const orderId = Number(params.get('order') ?? 0);
const side = params.get('side') === 'supplier' ? 'supplier' : 'doctor';
const panel = params.get('panel');

function Panel() {
  if (panel === 'documents') return <OrderDocumentsPanel orderId={orderId} side={side} />;
  if (panel === 'notes') return <OrderNotesPanel orderId={orderId} side={side} />;
  return <OrderSignPanel orderId={orderId} side="doctor" />;
}

createRoot(document.getElementById('root')!).render(
  <AppProviders queryClient={createQueryClient()}>
    <MemoryRouter>
      <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Order #{orderId}
          </Title>
          <Panel />
        </Stack>
      </Container>
    </MemoryRouter>
  </AppProviders>,
);
