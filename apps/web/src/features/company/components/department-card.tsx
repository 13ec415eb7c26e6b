import { Badge, Button, Group, Text } from '@mantine/core';
import { z } from 'zod';
import { createDepartmentBody, type Department } from '@dme/contract';
import { useConfirm } from '../../../components';
import { notify } from '../../../lib/notify';
import { DetailsColumn, OfficeCard, OfficeDetails, officeBody, officeValuesOf, clearErrorsUnder, type OfficeValues } from '../../locations';
import { useDeleteDepartment } from '../api/delete-department';
import { useSaveDepartment } from '../api/save-department';
import { StaffEditor, type StaffGrant } from './staff-editor';

type DepartmentValues = OfficeValues & { staff: StaffGrant[] };

const valuesOf = (department?: Department): DepartmentValues => ({
  ...officeValuesOf(department),
  staff: (department?.staff ?? []).map((s) => ({ ...s, permissions: [...s.permissions] })),
});

const bodyOf = (values: DepartmentValues) => ({
  ...officeBody(values),
  staff: values.staff.map((s) => ({ user_id: s.user_id, permissions: s.permissions })),
});

/** The form is checked as the body it sends, so the paths and words are the server's. */
const departmentFormSchema = z.preprocess((values) => bodyOf(values as DepartmentValues), createDepartmentBody);

function DepartmentDetails({ department, withStaff }: { department: Department; withStaff: boolean }) {
  return (
    <OfficeDetails address={department.full_address} workingHours={department.working_hours}>
      {withStaff && (
        <DetailsColumn label="Staff" gap={4}>
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
        </DetailsColumn>
      )}
    </OfficeDetails>
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
  const confirm = useConfirm();
  const save = useSaveDepartment();
  const remove = useDeleteDepartment();

  const deleteDepartment = async () => {
    if (!department) return;
    const answer = await confirm({ text: `Delete the department “${department.name}”?`, confirmLabel: 'Delete', color: 'red' });
    if (!answer) return;
    await remove.mutateAsync(department.id);
    notify.success(`${department.name} was deleted`);
  };

  return (
    <OfficeCard<DepartmentValues>
      title={department?.name ?? 'New department'}
      isNew={department === undefined}
      canEdit={canEdit}
      valuesOf={() => valuesOf(department)}
      schema={departmentFormSchema}
      save={(values) => save.mutateAsync({ id: department?.id ?? null, body: bodyOf(values) })}
      savedMessage={department ? 'Department saved' : 'Department added'}
      saveLabel={department ? undefined : 'Add department'}
      onClose={onClose}
      actions={
        canEdit && department ? (
          <Button size="xs" variant="subtle" color="red" onClick={() => void deleteDepartment().catch(() => undefined)}>
            Delete
          </Button>
        ) : undefined
      }
      extraFields={(form) => (
        <StaffEditor
          staff={form.values.staff}
          candidates={candidates}
          errors={form.errors}
          onChange={(staff) => {
            form.setFieldValue('staff', staff);
            clearErrorsUnder(form, 'staff');
          }}
        />
      )}
    >
      {department && <DepartmentDetails department={department} withStaff={withStaff} />}
    </OfficeCard>
  );
}
