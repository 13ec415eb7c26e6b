import { useState } from 'react';
import { Alert, Button, Checkbox, Group, SegmentedControl, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { EmployeeDetail } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useUpdateEmployee } from '../api/update-employee';
import { ORDER_ROWS, OTHER_KEYS, otherKeyLabel, SHIPPING_ROWS, VERBS } from './permissions-grid';

interface StatusTableProps {
  title: string;
  rows: readonly { label: string; code: string; key: (verb: string) => string }[];
  held: Set<string>;
  disabled: boolean;
  toggle: (key: string) => void;
}

function StatusTable({ title, rows, held, disabled, toggle }: StatusTableProps) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="md">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={300}>
        <Table striped withTableBorder verticalSpacing={4} aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Status</Table.Th>
              {VERBS.map((v) => (
                <Table.Th key={v} ta="center" tt="capitalize">
                  {v}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.code}>
                <Table.Td>{r.label}</Table.Td>
                {VERBS.map((v) => (
                  <Table.Td key={v} ta="center">
                    <Checkbox aria-label={r.key(v)} checked={held.has(r.key(v))} disabled={disabled} onChange={() => toggle(r.key(v))} styles={{ body: { justifyContent: 'center' } }} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** One department's grid of the spec's permission keys, saved for that department alone. */
function DepartmentGrid({ employee, department }: { employee: EmployeeDetail; department: EmployeeDetail['permissions'][number] }) {
  const [assigned, setAssigned] = useState(department.permissions !== null);
  const [held, setHeld] = useState(() => new Set(department.permissions ?? []));
  const update = useUpdateEmployee(employee.id);
  const toggle = (key: string) =>
    setHeld((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const save = () =>
    update.mutate(
      { permissions: [{ location_id: department.location_id, permissions: assigned ? [...held] : null }] },
      { onSuccess: () => notify.success(`Permissions at ${department.name} saved`) },
    );

  return (
    <Stack gap="md">
      <Switch size="md" label={`Works at ${department.name}`} checked={assigned} onChange={(e) => setAssigned(e.currentTarget.checked)} />
      {update.isError && (
        <Alert color="red" variant="light" role="alert" title="Could not save the permissions">
          {formErrorText(update.error)}
        </Alert>
      )}
      <Stack gap={4}>
        <Title order={3} fz="md">
          General
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={6}>
          {OTHER_KEYS.map((k) => (
            <Checkbox key={k} label={otherKeyLabel(k)} checked={held.has(k)} disabled={!assigned} onChange={() => toggle(k)} />
          ))}
        </SimpleGrid>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <StatusTable title="Orders" rows={ORDER_ROWS} held={held} disabled={!assigned} toggle={toggle} />
        <StatusTable title="Shipping" rows={SHIPPING_ROWS} held={held} disabled={!assigned} toggle={toggle} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={save} loading={update.isPending} size="md">
          Save permissions at {department.name}
        </Button>
      </Group>
    </Stack>
  );
}

/** Permissions per department: pick a department, tick the keys held there, save it. */
export function PermissionsTab({ employee }: { employee: EmployeeDetail }) {
  // Opens on a department the employee works at.
  const [locationId, setLocationId] = useState(String((employee.permissions.find((p) => p.permissions !== null) ?? employee.permissions[0])?.location_id ?? ''));
  if (employee.role === 'driver')
    return <Text c="dimmed">Drivers work in the driver app: they hold no department permissions. Their shift and vehicle are in Driver config.</Text>;
  if (employee.permissions.length === 0) return <Text c="dimmed">The company has no departments yet: add one in the company profile.</Text>;
  const department = employee.permissions.find((p) => String(p.location_id) === locationId) ?? employee.permissions[0]!;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Department"
        value={String(department.location_id)}
        onChange={setLocationId}
        data={employee.permissions.map((p) => ({ value: String(p.location_id), label: `${p.name}${p.permissions ? ` (${p.permissions.length})` : ''}` }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <DepartmentGrid key={`${department.location_id}:${(department.permissions ?? []).join(',')}`} employee={employee} department={department} />
    </Stack>
  );
}
