import type { ReactNode } from 'react';
import { Container, Group, Stack, Title } from '@mantine/core';
import { can } from '@dme/contract';
import { useCurrentUser } from '../../features/auth';
import { useChosenLocationId } from '../../features/location';

// What the order pages share, kept apart from them: each page is its own module, so a route's chunk holds only its
// own page (the orders list no longer loads the create form and the order screen with it).

/** A titled page of the orders area. */
export function Page({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

/** Agents never create orders; others need `order create` at today's location. */
export function useMayCreateOrders(): boolean {
  const { user } = useCurrentUser();
  const locationId = useChosenLocationId();
  return user !== null && !user.staff_roles.includes('agent') && can(user, 'order create', locationId);
}
