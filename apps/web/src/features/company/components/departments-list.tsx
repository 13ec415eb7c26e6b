import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { PlusIcon } from '../../../components/icons';
import { formErrorText } from '../../../lib/http-error';
import { useCurrentUser } from '../../auth';
import { departmentsQueryOptions } from '../api/list-departments';
import { DepartmentCard } from './department-card';
import { companyStaffOf } from './company-staff';

/** The company's departments (its locations), one card each; the owner adds, edits and deletes them. */
export function DepartmentsList() {
  const departments = useQuery(departmentsQueryOptions());
  const { user } = useCurrentUser();
  const canEdit = user !== null && !user.is_staff;
  const withStaff = canEdit || (user?.staff_roles.includes('hr') ?? false);
  const [adding, setAdding] = useState(false);
  const candidates = companyStaffOf(departments.data ?? []);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="xl">
          Departments
        </Title>
        {canEdit && !adding && (
          <Button leftSection={<PlusIcon />} size="sm" onClick={() => setAdding(true)}>
            Add department
          </Button>
        )}
      </Group>
      {adding && <DepartmentCard canEdit withStaff candidates={candidates} onClose={() => setAdding(false)} />}
      {departments.isPending ? (
        <Loader size="sm" aria-label="Loading departments" />
      ) : departments.isError ? (
        <Alert color="red" variant="light" title="The departments could not be loaded" role="alert">
          {formErrorText(departments.error)}
        </Alert>
      ) : departments.data.length === 0 ? (
        !adding && (
          <Paper withBorder radius="md" p="lg">
            <Text c="dimmed" ta="center">
              No departments yet.{canEdit ? ' Add the places your company works from.' : ''}
            </Text>
          </Paper>
        )
      ) : (
        departments.data.map((d) => (
          <DepartmentCard key={d.id} department={d} canEdit={canEdit} withStaff={withStaff} candidates={candidates} />
        ))
      )}
    </Stack>
  );
}
