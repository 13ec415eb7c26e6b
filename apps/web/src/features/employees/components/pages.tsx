import { Navigate, useParams } from 'react-router';
import { Paper } from '@mantine/core';
import { employeeTabHref, idOf, type EmployeeTab, type EmployeeTabKey } from '../routes';
import { BillingTab } from './billing-tab';
import { DocumentsTab } from './documents-tab';
import { DriverConfigTab } from './driver-config-tab';
import { EmployeeShell } from './employee-shell';
import { NotesTab } from './notes-tab';
import { PermissionsTab } from './permissions-tab';
import { PersonalTab } from './personal-tab';

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
