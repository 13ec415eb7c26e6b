import { useNavigate } from 'react-router';
import { Container, Stack, Title } from '@mantine/core';
import { orderTabHref, ordersListHref, SupplierCreateOrderForm } from '../../../features/orders';

/** `supplier.orders.create`: the supplier starts an order for one of its patients (the prescriber comes after). */
export default function SupplierOrderCreatePage() {
  const navigate = useNavigate();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          New order
        </Title>
        <SupplierCreateOrderForm
          onCreated={(order) => void navigate(orderTabHref('supplier', order.id, 'doctor'))}
          onCancel={() => void navigate(ordersListHref('supplier'))}
        />
      </Stack>
    </Container>
  );
}
