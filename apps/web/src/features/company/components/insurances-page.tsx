import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { InsurancesList } from './insurances-list';

/** `supplier.insurances`: the payers the company works with (non-staff suppliers only). */
export function InsurancesPage() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Insurances
          </Title>
          <Text fz="sm" c="dimmed">
            The payers you bill. Doctors see the ones accepting orders when they choose where to send an order.
          </Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <InsurancesList />
        </Paper>
      </Stack>
    </Container>
  );
}
