import { Navigate, useParams } from 'react-router';
import { Paper } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { lazyViews } from '../../../lib/lazy-component';
import { employeeTabHref, idOf, type EmployeeTab, type EmployeeTabKey } from '../routes';
import { EmployeeShell } from './employee-shell';

/** `supplier.employees.profile.show`: opens the first tab. */
export function EmployeeShowRedirect() {
  const { id } = useParams();
  return <Navigate to={employeeTabHref(idOf(id) || 0)} replace />;
}

const TAB_VIEWS = lazyViews(
  {
    personal: async () => (await import('./personal-tab')).PersonalTab,
    billing: async () => (await import('./billing-tab')).BillingTab,
    documents: async () => (await import('./documents-tab')).DocumentsTab,
    notes: async () => (await import('./notes-tab')).NotesTab,
    permissions: async () => (await import('./permissions-tab')).PermissionsTab,
    'driver-config': async () => (await import('./driver-config-tab')).DriverConfigTab,
  },
  <PageLoader />,
);

export interface EmployeeTabPageProps {
  tab: EmployeeTabKey;
  /** The tabs whose screens exist (the app knows which). */
  tabs: readonly EmployeeTab[];
}

/** A tab of the employee screen. */
export function EmployeeTabPage({ tab, tabs }: EmployeeTabPageProps) {
  const { id } = useParams();
  const { Component: View, preload } = TAB_VIEWS[tab];
  preload();
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
