import { Badge, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SessionPanel } from '../../../features/auth';
import { PRODUCT_NAME } from '../../../lib/document-title';

const AUDIENCES = [
  {
    title: 'For doctors',
    text: 'Order equipment for your patients, sign prescriptions and follow every order to delivery.',
  },
  {
    title: 'For suppliers',
    text: 'Take orders through intake, documents, prior authorisation, delivery and billing.',
  },
  {
    title: 'For patients and drivers',
    text: 'Browse the catalog and track orders, or run delivery routes stop by stop.',
  },
] as const;

export default function WelcomePage() {
  return (
    <Container size="md" py={{ base: 'xl', sm: 56 }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xl">
        <Stack gap="sm" maw={640}>
          <Badge variant="light" size="lg" radius="sm" w="fit-content">
            Durable medical equipment
          </Badge>
          <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
            {PRODUCT_NAME}
          </Title>
          <Text size="lg" c="dimmed">
            One place where doctors order durable medical equipment for their patients and suppliers fulfil it, from prescription to
            delivery and billing.
          </Text>
        </Stack>
        <SessionPanel />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {AUDIENCES.map((audience) => (
            <Paper key={audience.title} radius="md" p="lg" bg="var(--mantine-color-gray-0)">
              <ThemeIcon variant="light" size="md" radius="xl" mb="sm" aria-hidden>
                <svg viewBox="0 0 24 24" width={14} height={14} fill="none" stroke="currentColor" strokeWidth={3}>
                  <path d="M5 12l5 5 9-10" />
                </svg>
              </ThemeIcon>
              <Text fw={600} mb={4}>
                {audience.title}
              </Text>
              <Text size="sm" c="dimmed">
                {audience.text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
