import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { STAFF_ROLES, updateEmployeeBody, type EmployeeDetail, type UpdateEmployeeBody } from '@dme/contract';
import { notify } from '../../../lib/notify';
import { bodySchema, useAppForm } from '../../../components/form';
import { useUpdateEmployee } from '../api/update-employee';
import { EquipmentSection } from './equipment-section';
import { roleLabel } from './format';

type PersonalValues = { name: string; email: string; staff_roles: string[]; phone: string; job_title: string; hired_on: string };

const bodyOf = (values: PersonalValues): UpdateEmployeeBody => ({
  ...values,
  staff_roles: values.staff_roles as UpdateEmployeeBody['staff_roles'],
  hired_on: values.hired_on || null,
});

const personalForm = bodySchema(updateEmployeeBody, bodyOf);

/** Name, e-mail (the login), staff roles, phone, job title and hire date; then the equipment in their hands. */
export function PersonalTab({ employee }: { employee: EmployeeDetail }) {
  const form = useAppForm<PersonalValues>({
    initialValues: {
      name: employee.name,
      email: employee.email ?? '',
      staff_roles: employee.staff_roles,
      phone: employee.phone,
      job_title: employee.job_title,
      hired_on: employee.hired_on ?? '',
    },
    schema: personalForm,
  });
  const update = useUpdateEmployee(employee.id);

  const submit = form.onSubmit((values) =>
    update.mutate(bodyOf(values), { onSuccess: () => notify.success(`${values.name} was saved`), onError: form.fail }),
  );

  return (
    <Stack gap="xl">
      <form onSubmit={submit} noValidate aria-label="Personal details">
        <Stack gap="md">
          {form.formError && (
            <Alert color="red" variant="light" role="alert" title="Could not save">
              {form.formError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput label="E-mail (sign-in)" required type="email" {...form.getInputProps('email')} />
            <TextInput label="Phone" {...form.getInputProps('phone')} />
            <TextInput label="Job title" {...form.getInputProps('job_title')} />
            <TextInput label="Hired on" type="date" {...form.getInputProps('hired_on')} />
          </SimpleGrid>
          <Checkbox.Group label="Staff roles" {...form.getInputProps('staff_roles')}>
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
