import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Group, Modal, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ALL_PERMISSION_KEYS, createEmployeeBody, STAFF_ROLES, type CreateEmployeeBody } from '@dme/contract';
import { notify } from '../../../lib/notify';
import { splitServerErrors, useCurrentUser, validateWith, type FieldErrors } from '../../auth';
import { useCreateEmployee } from '../api/create-employee';
import { employeeTabHref } from '../routes';
import { roleLabel } from './format';
import { otherKeyLabel } from './permissions-grid';

const FIELDS = ['name', 'email', 'staff_roles', 'job_title', 'permissions'] as const;
type Field = (typeof FIELDS)[number];
const PERMISSION_OPTIONS = ALL_PERMISSION_KEYS.map((k) => ({ value: k, label: k.includes(' ') ? k : otherKeyLabel(k) }));

function CreateForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const departments = user?.locations ?? [];
  const create = useCreateEmployee();
  const [values, setValues] = useState({ name: '', email: '', job_title: '', staff_roles: [] as string[] });
  const [locationId, setLocationId] = useState<string | null>(departments[0] ? String(departments[0].id) : null);
  const [keys, setKeys] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async () => {
    setFormError(null);
    const body: CreateEmployeeBody = {
      ...values,
      staff_roles: values.staff_roles as CreateEmployeeBody['staff_roles'],
      permissions: locationId ? [{ location_id: Number(locationId), permissions: keys }] : [],
    };
    const invalid = validateWith(createEmployeeBody, body, FIELDS);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      const employee = await create.mutateAsync(body);
      notify.success(`${employee.name} was invited by e-mail`);
      onDone();
      void navigate(employeeTabHref(employee.id));
    } catch (error) {
      const split = splitServerErrors(error, FIELDS);
      setErrors(split.fields);
      setFormError(split.form);
    }
  };

  const isDriver = values.staff_roles.includes('delivery_driver');
  return (
    <form
      aria-label="New employee"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required data-autofocus value={values.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} />
          <TextInput label="E-mail" required type="email" value={values.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} />
          <TextInput label="Job title" value={values.job_title} onChange={(e) => set('job_title', e.currentTarget.value)} error={errors.job_title} />
        </SimpleGrid>
        <Checkbox.Group label="Staff roles" value={values.staff_roles} onChange={(v) => set('staff_roles', v)} error={errors.staff_roles}>
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
            <Select label="Department" data={departments.map((d) => ({ value: String(d.id), label: d.name }))} value={locationId} onChange={setLocationId} clearable />
            <MultiSelect label="Permissions there" placeholder="Search keys" searchable data={PERMISSION_OPTIONS} value={keys} onChange={setKeys} disabled={!locationId} error={errors.permissions} maxDropdownHeight={260} />
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

/** "New employee": a dialog that creates the employee and sends the invitation mail. */
export function CreateEmployeeButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>New employee</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="New employee" size="lg">
        {opened && <CreateForm onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
