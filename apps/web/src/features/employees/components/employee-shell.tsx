import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { EmployeeDetail } from '@dme/contract';
import { PageLoader } from '../../../components/page-loader';
import { useConfirm } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useBlockEmployee } from '../api/block-employee';
import { employeeQueryOptions } from '../api/get-employee';
import { employeesListHref, employeeTabHref, isId, type EmployeeTab } from '../routes';
import { EmployeeStatusBadge } from './employees-list';
import { roleLabel } from './format';

function BlockButton({ employee }: { employee: EmployeeDetail }) {
  const block = useBlockEmployee(employee.id);
  const confirm = useConfirm();
  if (employee.is_self) return null;
  const blocked = employee.status === 'blocked';
  const toggle = async () => {
    const ok = await confirm(
      blocked
        ? { title: `Unblock ${employee.name}?`, text: 'They can sign in again with their password.', confirmLabel: 'Unblock' }
        : { title: `Block ${employee.name}?`, text: 'Every open session ends at once and sign-in is refused until you unblock them.', confirmLabel: 'Block', color: 'red' },
    );
    if (ok) block.mutate(!blocked, { onSuccess: () => notify.success(blocked ? `${employee.name} was unblocked` : `${employee.name} was blocked`) });
  };
  return (
    <Button variant={blocked ? 'filled' : 'outline'} color={blocked ? 'green' : 'red'} loading={block.isPending} onClick={() => void toggle()}>
      {blocked ? 'Unblock' : 'Block'}
    </Button>
  );
}

function EmployeeHeader({ employee: e }: { employee: EmployeeDetail }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={6}>
        <Anchor component={Link} to={employeesListHref()} fz="sm">
          ← Employees
        </Anchor>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {e.name}
        </Title>
        <Group gap="xs" data-testid="employee-summary">
          <EmployeeStatusBadge status={e.status} />
          {e.staff_roles.map((r) => (
            <Badge key={r} variant="outline" tt="none">
              {roleLabel(r)}
            </Badge>
          ))}
          <Text fz="sm" c="dimmed">
            {e.email ?? e.login}
          </Text>
        </Group>
      </Stack>
      <BlockButton employee={e} />
    </Group>
  );
}

export interface EmployeeShellProps {
  employeeId: number;
  /** The tabs whose screens exist (the app knows which). */
  tabs: readonly EmployeeTab[];
  /** Another feature's tab (tracking, charts) may draw its page inside this shell too. */
  active: EmployeeTab['tab'];
  children: (employee: EmployeeDetail) => ReactNode;
}

/** An employee's screen: who, their status and roles, block/unblock, a tab per section, the section. */
export function EmployeeShell({ employeeId, tabs, active, children }: EmployeeShellProps) {
  const employee = useQuery({ ...employeeQueryOptions(employeeId), enabled: isId(employeeId) });
  let body: ReactNode;
  if (!isId(employeeId) || (employee.isError && readServerError(employee.error).status === 404)) {
    body = (
      <Alert color="yellow" variant="light" title="Employee not found">
        This employee does not exist or is not one of your company’s.
      </Alert>
    );
  } else if (employee.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(employee.error)}
      </Alert>
    );
  } else if (employee.data === undefined) {
    body = <PageLoader />;
  } else {
    body = (
      <>
        <EmployeeHeader employee={employee.data} />
        <Tabs value={active} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            {tabs.map((t) => (
              <Tabs.Tab key={t.tab} value={t.tab} renderRoot={(props) => <Link to={employeeTabHref(employeeId, t.tab)} {...props} />} style={{ whiteSpace: 'nowrap' }}>
                {t.label}
                {t.tab === 'documents' && employee.data.documents_lapsing > 0 && (
                  <Badge ml={6} size="sm" color="orange" variant="filled" aria-label={`${employee.data.documents_lapsing} documents lapsing`}>
                    {employee.data.documents_lapsing}
                  </Badge>
                )}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <div>{children(employee.data)}</div>
      </>
    );
  }
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="lg">{body}</Stack>
    </Container>
  );
}
