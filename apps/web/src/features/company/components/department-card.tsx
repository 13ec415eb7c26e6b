import { useState } from 'react';
import { Badge, Box, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { createDepartmentBody, type Department } from '@dme/contract';
import { Card, useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { WorkingHoursView } from '../../locations';
import { useDeleteDepartment } from '../api/delete-department';
import { useSaveDepartment } from '../api/save-department';
import { OfficeFields, type OfficePatch } from '../../locations';
import {
  OFFICE_FIELDS,
  officeBody,
  officeValuesOf,
  splitErrors,
  validateWith,
  withoutErrors,
  type FieldErrorMap,
  type OfficeValues,
} from './office-values';
import { StaffEditor, type StaffGrant } from './staff-editor';

interface DepartmentValues extends OfficeValues {
  staff: StaffGrant[];
}

const valuesOf = (department?: Department): DepartmentValues => ({
  ...officeValuesOf(department),
  staff: (department?.staff ?? []).map((s) => ({ ...s, permissions: [...s.permissions] })),
});

function Label({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
      {children}
    </Text>
  );
}

function DepartmentDetails({ department, withStaff }: { department: Department; withStaff: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      <Box>
        <Label>Address</Label>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {department.full_address || '—'}
        </Text>
      </Box>
      <Box>
        <Label>Working hours</Label>
        <WorkingHoursView days={department.working_hours} />
      </Box>
      {withStaff && (
        <Stack gap={4}>
          <Label>Staff</Label>
          {department.staff.length === 0 ? (
            <Text size="sm" c="dimmed">
              No staff yet.
            </Text>
          ) : (
            department.staff.map((s) => (
              <Group key={s.user_id} gap={6} wrap="nowrap">
                <Text size="sm">{s.name}</Text>
                <Badge size="xs" variant="light" color="gray" tt="none">
                  {s.permissions.length} permission{s.permissions.length === 1 ? '' : 's'}
                </Badge>
              </Group>
            ))
          )}
        </Stack>
      )}
    </SimpleGrid>
  );
}

export interface DepartmentCardProps {
  /** Omitted: a new department, in edit mode until saved or cancelled. */
  department?: Department;
  /** The owner edits; staff only read. */
  canEdit: boolean;
  /** The owner and hr staff see who works where, with their permissions. */
  withStaff: boolean;
  candidates: readonly { user_id: number; name: string }[];
  onClose?: () => void;
}

/** A department as a card: address, hours and staff; the owner edits all of it, permissions included. */
export function DepartmentCard({ department, canEdit, withStaff, candidates, onClose }: DepartmentCardProps) {
  const isNew = department === undefined;
  const confirm = useConfirm();
  const [editing, setEditing] = useState(isNew);
  const [values, setValues] = useState<DepartmentValues>(() => valuesOf(department));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveDepartment();
  const remove = useDeleteDepartment();

  const change = (patch: OfficePatch | { staff: StaffGrant[] }) => {
    if (typeof patch === 'function') {
      setValues((current) => ({ ...current, ...patch(current) }));
      return;
    }
    setValues((current) => ({ ...current, ...patch }));
    setErrors((old) => Object.keys(patch).reduce((acc, field) => withoutErrors(acc, field), old));
  };
  const reset = () => {
    setValues(valuesOf(department));
    setErrors({});
    setFormError(null);
  };

  const submit = async (): Promise<boolean> => {
    setFormError(null);
    const office = officeBody(values);
    const invalid = validateWith(createDepartmentBody, office, values.working_hours);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return false;
    try {
      const body = { ...office, staff: values.staff.map((s) => ({ user_id: s.user_id, permissions: s.permissions })) };
      await save.mutateAsync({ id: department?.id ?? null, body });
      notify.success(isNew ? 'Department added' : 'Department saved');
      if (isNew) onClose?.();
      return true;
    } catch (error) {
      const split = splitErrors(error, [...OFFICE_FIELDS, 'staff']);
      setErrors(split.fields);
      setFormError(split.form);
      return false;
    }
  };

  const deleteDepartment = async () => {
    if (!department) return;
    const answer = await confirm({ text: `Delete the department “${department.name}”?`, confirmLabel: 'Delete', color: 'red' });
    if (!answer) return;
    await remove.mutateAsync(department.id);
    notify.success(`${department.name} was deleted`);
  };

  return (
    <Card
      title={isNew ? 'New department' : department.name}
      editing={editing}
      onEditingChange={setEditing}
      onEdit={reset}
      onCancel={() => {
        reset();
        onClose?.();
      }}
      onSave={submit}
      saveLabel={isNew ? 'Add department' : undefined}
      actions={
        canEdit && !isNew ? (
          <Button size="xs" variant="subtle" color="red" onClick={() => void deleteDepartment().catch(() => undefined)}>
            Delete
          </Button>
        ) : undefined
      }
      editContent={
        canEdit ? (
          <Stack gap="lg">
            {formError && (
              <Text role="alert" c="red" fz="sm">
                {formError}
              </Text>
            )}
            <OfficeFields values={values} errors={errors} onChange={change} />
            <StaffEditor staff={values.staff} candidates={candidates} errors={errors} onChange={(staff) => change({ staff })} />
          </Stack>
        ) : undefined
      }
    >
      {department && <DepartmentDetails department={department} withStaff={withStaff} />}
    </Card>
  );
}
