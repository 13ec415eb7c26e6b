import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CreateEmployeeButton } from './create-employee-button';
import { EmployeesList } from './employees-list';

/** `supplier.employees.profile.list`: the company's staff and drivers. */
export function EmployeesListPage() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              Employees
            </Title>
            <Text fz="sm" c="dimmed">
              Staff and drivers: roles, permissions per department, pay, documents and equipment.
            </Text>
          </Stack>
          <CreateEmployeeButton />
        </Group>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <EmployeesList />
        </Paper>
      </Stack>
    </Container>
  );
}
