import { useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ALL_PERMISSION_KEYS, createEmployeeBody, STAFF_ROLES, type CreateEmployeeBody } from '@dme/contract';
import { notify } from '../../../lib/notify';
import { bodySchema, useAppForm } from '../../../components/form';
import { useCurrentUser } from '../../auth';
import { useCreateEmployee } from '../api/create-employee';
import { employeeTabHref } from '../routes';
import { roleLabel } from './format';
import { otherKeyLabel } from './permissions-grid';

const PERMISSION_OPTIONS = ALL_PERMISSION_KEYS.map((k) => ({ value: k, label: k.includes(' ') ? k : otherKeyLabel(k) }));

type CreateValues = {
  name: string;
  email: string;
  job_title: string;
  staff_roles: string[];
  /** The first department, as the Select holds it. */
  location_id: string | null;
  /** Its permission keys. */
  permissions: string[];
};

function bodyOf({ location_id, permissions, ...values }: CreateValues): CreateEmployeeBody {
  return {
    ...values,
    staff_roles: values.staff_roles as CreateEmployeeBody['staff_roles'],
    permissions: location_id ? [{ location_id: Number(location_id), permissions }] : [],
  };
}

const createForm = bodySchema(createEmployeeBody, bodyOf);

/** The new employee's form (in the "New employee" dialog, create-employee-button.tsx). */
export function CreateEmployeeForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const departments = user?.locations ?? [];
  const create = useCreateEmployee();
  const form = useAppForm<CreateValues>({
    initialValues: {
      name: '',
      email: '',
      job_title: '',
      staff_roles: [],
      location_id: departments[0] ? String(departments[0].id) : null,
      permissions: [],
    },
    schema: createForm,
  });
  const values = form.values;

  const submit = form.onSubmit((v) =>
    create.mutate(bodyOf(v), {
      onSuccess: (employee) => {
        notify.success(`${employee.name} was invited by e-mail`);
        onDone();
        void navigate(employeeTabHref(employee.id));
      },
      onError: form.fail,
    }),
  );

  const isDriver = values.staff_roles.includes('delivery_driver');
  return (
    <form aria-label="New employee" noValidate onSubmit={submit}>
      <Stack gap="md">
        {form.formError && (
          <Alert color="red" variant="light" role="alert">
            {form.formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <TextInput label="E-mail" required type="email" {...form.getInputProps('email')} />
          <TextInput label="Job title" {...form.getInputProps('job_title')} />
        </SimpleGrid>
        <Checkbox.Group label="Staff roles" {...form.getInputProps('staff_roles')}>
          <Group gap="md" mt={6}>
            {STAFF_ROLES.map((r) => (
              <Checkbox key={r} value={r} label={roleLabel(r)} />
            ))}
          </Group>
        </Checkbox.Group>
        {isDriver ? (
          <Text fz="sm" c="dimmed">
            Drivers sign in to the driver app; set their shift and vehicle in Driver config after saving.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Department"
              data={departments.map((d) => ({ value: String(d.id), label: d.name }))}
              {...form.getInputProps('location_id')}
              clearable
            />
            <MultiSelect
              label="Permissions there"
              placeholder="Search keys"
              searchable
              data={PERMISSION_OPTIONS}
              {...form.getInputProps('permissions')}
              disabled={!values.location_id}
              maxDropdownHeight={260}
            />
          </SimpleGrid>
        )}
        <Text fz="xs" c="dimmed">
          The employee receives an e-mail with a link to choose a password. More departments are set in the Permissions tab.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create and invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
