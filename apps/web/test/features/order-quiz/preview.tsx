// Dev-server preview of the order quiz widgets before the order screen embeds them, for the screenshot review
// (e2e/quiz/quiz.spec.ts with PAGE_SHOTS=1). Not part of the build: `vite` serves it from test/.
// `?widget=summary|send&order=41`; the API calls go to the page's origin.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { Container, Stack, Title } from '@mantine/core';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import { OrderQuizSummary, SendQuizToPatientButton } from '../../../src/features/order-quiz';

const params = new URLSearchParams(window.location.search);
const orderId = Number(params.get('order') ?? 0);

createRoot(document.getElementById('root')!).render(
  <AppProviders queryClient={createQueryClient()}>
    <MemoryRouter>
      <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Order #{orderId}
          </Title>
          {params.get('widget') === 'send' ? <SendQuizToPatientButton orderId={orderId} /> : <OrderQuizSummary orderId={orderId} />}
        </Stack>
      </Container>
    </MemoryRouter>
  </AppProviders>,
);
