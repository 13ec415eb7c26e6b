import { Navigate, useParams } from 'react-router';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { employeeTabHref, idOf, type EmployeeTab, type EmployeeTabKey } from '../routes';
import { BillingTab } from './billing-tab';
import { CreateEmployeeButton } from './create-employee';
import { DocumentsTab } from './documents-tab';
import { DriverConfigTab } from './driver-config-tab';
import { EmployeeShell } from './employee-shell';
import { EmployeesList } from './employees-list';
import { NotesTab } from './notes-tab';
import { PermissionsTab } from './permissions-tab';
import { PersonalTab } from './personal-tab';

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

/** `supplier.employees.profile.show`: opens the first tab. */
export function EmployeeShowRedirect() {
  const { id } = useParams();
  return <Navigate to={employeeTabHref(idOf(id) || 0)} replace />;
}

const TAB_VIEWS = {
  personal: PersonalTab,
  billing: BillingTab,
  documents: DocumentsTab,
  notes: NotesTab,
  permissions: PermissionsTab,
  'driver-config': DriverConfigTab,
} as const;

export interface EmployeeTabPageProps {
  tab: EmployeeTabKey;
  /** The tabs whose screens exist (the app knows which). */
  tabs: readonly EmployeeTab[];
}

/** A tab of the employee screen. */
export function EmployeeTabPage({ tab, tabs }: EmployeeTabPageProps) {
  const { id } = useParams();
  const View = TAB_VIEWS[tab];
  return (
    <EmployeeShell employeeId={idOf(id)} tabs={tabs} active={tab}>
      {(employee) => (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <View key={employee.id} employee={employee} />
        </Paper>
      )}
    </EmployeeShell>
  );
}
