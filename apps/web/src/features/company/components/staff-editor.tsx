import { useState } from 'react';
import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { Department } from '@dme/contract';
import { Select } from '../../../components';
import { PermissionMatrix } from './permission-matrix';

export type StaffGrant = Department['staff'][number];

export interface StaffEditorProps {
  staff: readonly StaffGrant[];
  /** Staff of the company who may be added (those not working here yet). */
  candidates: readonly { user_id: number; name: string }[];
  onChange: (next: StaffGrant[]) => void;
  /** The department form's errors (`form.errors`): `staff`, and `staff.{i}.user_id`, `staff.{i}.permissions.{j}` as the server's 422. */
  errors: FormErrors;
}

const messagesOf = (errors: FormErrors, index: number) =>
  Object.entries(errors)
    .filter(([key, message]) => message && key.startsWith(`staff.${index}.`))
    .map(([, message]) => String(message));

/** Who works at the department and which permission keys each one holds there (permissions are per department). */
export function StaffEditor({ staff, candidates, onChange, errors }: StaffEditorProps) {
  const [adding, setAdding] = useState<number | null>(null);
  const available = candidates.filter((c) => !staff.some((s) => s.user_id === c.user_id));
  const set = (index: number, permissions: string[]) => onChange(staff.map((s, i) => (i === index ? { ...s, permissions } : s)));
  const add = () => {
    const person = available.find((c) => c.user_id === adding);
    if (!person) return;
    onChange([...staff, { user_id: person.user_id, name: person.name, permissions: [] }]);
    setAdding(null);
  };

  return (
    <Stack gap="xs" role="group" aria-label="Staff and permissions">
      <Text fw={600} size="sm">
        Staff & permissions
      </Text>
      <Text size="xs" c="dimmed">
        Permissions are kept per department: a staff member holds these keys only while working here. Removing someone from the list takes
        their access to this department away.
      </Text>
      {errors.staff && (
        <Text size="sm" c="red" role="alert">
          {errors.staff}
        </Text>
      )}
      {staff.length === 0 ? (
        <Text size="sm" c="dimmed">
          No staff work at this department.
        </Text>
      ) : (
        <Accordion multiple variant="contained" chevronPosition="left">
          {staff.map((member, i) => {
            const problems = messagesOf(errors, i);
            return (
              <Accordion.Item key={member.user_id} value={String(member.user_id)} data-testid="staff-member">
                <Accordion.Control aria-label={`Permissions of ${member.name}`}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {member.name}
                    </Text>
                    <Badge size="sm" variant="light" color={problems.length ? 'red' : 'gray'} tt="none">
                      {member.permissions.length} permission{member.permissions.length === 1 ? '' : 's'}
                    </Badge>
                  </Group>
                </Accordion.Control>
                {problems.length > 0 && (
                  <Text size="sm" c="red" role="alert" px="md" pb="xs">
                    {problems.join(', ')}
                  </Text>
                )}
                <Accordion.Panel>
                  <Stack gap="sm">
                    <PermissionMatrix value={member.permissions} onChange={(next) => set(i, next)} holder={member.name} />
                    <Group justify="flex-end">
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        onClick={() => onChange(staff.filter((s) => s.user_id !== member.user_id))}
                      >
                        Remove {member.name} from the department
                      </Button>
                    </Group>
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
      {available.length > 0 && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label="Add a staff member"
            placeholder="Choose a colleague"
            options={available}
            idField="user_id"
            textField="name"
            value={adding}
            onChange={(id) => setAdding(id === null ? null : Number(id))}
            style={{ flex: '1 1 220px' }}
          />
          <Button variant="light" onClick={add} disabled={adding === null}>
            Add to department
          </Button>
        </Group>
      )}
    </Stack>
  );
}
