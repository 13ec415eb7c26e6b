import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Alert, Button, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import type { AssignedEquipment } from '@dme/contract';
import { useConfirm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { equipmentQueryOptions, useSaveEquipment } from '../api/equipment';

type Row = Pick<AssignedEquipment, 'name' | 'serial' | 'assigned_on'>;
const today = () => new Date().toISOString().slice(0, 10);

function EquipmentEditor({ employeeId, initial }: { employeeId: number; initial: Row[] }) {
  const [rows, setRows] = useState<Row[]>(initial);
  const save = useSaveEquipment(employeeId);
  const confirm = useConfirm();
  const setRow = (i: number, patch: Partial<Row>) => setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const remove = async (i: number) => {
    if (rows[i]!.name && !(await confirm({ title: 'Take back this equipment?', text: `${rows[i]!.name} leaves the list when you save.`, confirmLabel: 'Remove', color: 'red' }))) return;
    setRows((r) => r.filter((_, j) => j !== i));
  };
  return (
    <Stack gap="xs">
      {save.isError && (
        <Alert color="red" variant="light" role="alert">
          {formErrorText(save.error)}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No equipment assigned.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label="Equipment" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Serial</Table.Th>
                <Table.Th>Assigned</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={i}>
                  <Table.Td>
                    <TextInput aria-label="Item" placeholder="Tablet, phone, van..." value={row.name} onChange={(e) => setRow(i, { name: e.currentTarget.value })} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput aria-label="Serial" value={row.serial} onChange={(e) => setRow(i, { serial: e.currentTarget.value })} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput aria-label="Assigned on" type="date" value={row.assigned_on} onChange={(e) => setRow(i, { assigned_on: e.currentTarget.value })} />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove ${row.name || 'item'}`} onClick={() => void remove(i)}>
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => setRows((r) => [...r, { name: '', serial: '', assigned_on: today() }])}>
          Add item
        </Button>
        <Button loading={save.isPending} onClick={() => save.mutate({ items: rows }, { onSuccess: () => notify.success('Equipment saved') })}>
          Save equipment
        </Button>
      </Group>
    </Stack>
  );
}

/** Company equipment in the employee's hands, edited as one list. */
export function EquipmentSection({ employeeId }: { employeeId: number }) {
  const list = useQuery(equipmentQueryOptions(employeeId));
  if (list.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(list.error)}
      </Alert>
    );
  if (!list.data) return <Loader size="sm" aria-label="Loading the equipment" />;
  return <EquipmentEditor key={list.dataUpdatedAt} employeeId={employeeId} initial={list.data} />;
}
