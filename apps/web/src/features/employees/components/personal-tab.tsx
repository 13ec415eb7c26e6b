import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { STAFF_ROLES, updateEmployeeBody, type EmployeeDetail, type UpdateEmployeeBody } from '@dme/contract';
import { notify } from '../../../lib/notify';
import { splitServerErrors, validateWith, type FieldErrors } from '../../auth';
import { useUpdateEmployee } from '../api/update-employee';
import { EquipmentSection } from './equipment-section';
import { roleLabel } from './format';

const FIELDS = ['name', 'email', 'staff_roles', 'phone', 'job_title', 'hired_on'] as const;
type Field = (typeof FIELDS)[number];

/** Name, e-mail (the login), staff roles, phone, job title and hire date; then the equipment in their hands. */
export function PersonalTab({ employee }: { employee: EmployeeDetail }) {
  const [values, setValues] = useState({
    name: employee.name,
    email: employee.email ?? '',
    staff_roles: employee.staff_roles,
    phone: employee.phone,
    job_title: employee.job_title,
    hired_on: employee.hired_on ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateEmployee(employee.id);
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const body: UpdateEmployeeBody = { ...values, staff_roles: values.staff_roles as UpdateEmployeeBody['staff_roles'], hired_on: values.hired_on || null };
    const invalid = validateWith(updateEmployeeBody, body, FIELDS);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await update.mutateAsync(body);
      notify.success(`${values.name} was saved`);
    } catch (error) {
      const split = splitServerErrors(error, FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    }
  };

  return (
    <Stack gap="xl">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Personal details">
        <Stack gap="md">
          {formError && (
            <Alert color="red" variant="light" role="alert" title="Could not save">
              {formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} />
            <TextInput label="E-mail (sign-in)" required type="email" value={values.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} />
            <TextInput label="Phone" value={values.phone} onChange={(e) => set('phone', e.currentTarget.value)} error={errors.phone} />
            <TextInput label="Job title" value={values.job_title} onChange={(e) => set('job_title', e.currentTarget.value)} error={errors.job_title} />
            <TextInput label="Hired on" type="date" value={values.hired_on} onChange={(e) => set('hired_on', e.currentTarget.value)} error={errors.hired_on} />
          </SimpleGrid>
          <Checkbox.Group label="Staff roles" value={values.staff_roles} onChange={(v) => set('staff_roles', v)} error={errors.staff_roles}>
            <Group gap="md" mt={6}>
              {STAFF_ROLES.map((r) => (
                <Checkbox key={r} value={r} label={roleLabel(r)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} size="md">
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Equipment
        </Title>
        <EquipmentSection employeeId={employee.id} />
      </Stack>
    </Stack>
  );
}
