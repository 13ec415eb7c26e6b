import { useParams } from 'react-router';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { SubordersList } from './suborders-list';

// Apart from the suborder's screen (suborder-pages.tsx): the list's route chunk leaves out the tabs' forms.
/** `supplier.shipping.list.status`: the company's shipments by status. */
export function ShippingListPage() {
  const { status } = useParams();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Shipping
          </Title>
          <Text fz="sm" c="dimmed">
            The suborders (shipments) of the orders ready for service: by driver, by courier or picked up in store.
          </Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <SubordersList routeStatus={status ?? 'all'} />
        </Paper>
      </Stack>
    </Container>
  );
}
