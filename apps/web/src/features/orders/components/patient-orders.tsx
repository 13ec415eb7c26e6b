import { Link } from 'react-router';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { href } from '@dme/contract';
import { PlusIcon } from '../../../components/icons';
import { usePermission } from '../access';
import type { OrderSide } from '../api/side';
import { OrdersList } from './orders-list';

/** Query parameter of the create screen: the patient chosen in advance. */
export const CREATE_FOR_PATIENT_PARAM = 'patient';

/** The orders tab of a patient screen: that patient's orders by status; the doctor starts a new one from here. */
export function PatientOrders({ side, patientId, canCreate }: { side: OrderSide; patientId: number; canCreate: boolean }) {
  const allowed = usePermission();
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label="Orders">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Orders
          </Title>
          {side === 'doctor' && canCreate && allowed('order create') && (
            <Button
              component={Link}
              to={`${href('orders.create')}?${new URLSearchParams({ [CREATE_FOR_PATIENT_PARAM]: String(patientId) })}`}
              leftSection={<PlusIcon />}
              size="xs"
            >
              New order
            </Button>
          )}
        </Group>
        <OrdersList side={side} patientId={patientId} />
      </Stack>
    </Paper>
  );
}
