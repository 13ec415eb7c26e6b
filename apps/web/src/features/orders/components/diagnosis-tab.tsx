import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ActionIcon, Autocomplete, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MAX_ORDER_DIAGNOSES, type Diagnosis, type Order } from '@dme/contract';
import { useConfirm } from '../../../components';
import { TrashIcon } from '../../../components/icons';
import { notify } from '../../../lib/notify';
import { lockedText, useOrderAccess } from '../access';
import { diagnosisSearchQueryOptions, useOrderDiagnoses } from '../api/diagnoses';
import type { OrderSide } from '../api/side';

const optionText = (d: Pick<Diagnosis, 'code_dotted' | 'description'>) => `${d.code_dotted} — ${d.description}`;

/** Type words or a code; picking a match attaches it to the order. */
function DiagnosisSearch({ side, order }: { side: OrderSide; order: Order }) {
  const [text, setText] = useState('');
  const [searched] = useDebouncedValue(text.trim(), 250);
  const found = useQuery(diagnosisSearchQueryOptions(searched));
  const change = useOrderDiagnoses(side, order.id);
  const onOrder = new Set(order.diagnoses.map((d) => d.id));
  const options = (found.data ?? []).filter((d) => !onOrder.has(d.id));
  const full = order.diagnoses.length >= MAX_ORDER_DIAGNOSES;
  const attach = async (picked: Diagnosis) => {
    try {
      await change.mutateAsync({ ids: [picked.id] });
      notify.success(`${picked.code_dotted} was added`);
      setText('');
    } catch {
      // The error catalogue showed the server's reason.
    }
  };
  return (
    <Autocomplete
      label="Add a diagnosis"
      description={
        full ? `An order holds at most ${MAX_ORDER_DIAGNOSES} diagnoses.` : 'Type words (sleep apnea) or an ICD-10 code (G47.33).'
      }
      placeholder="Search ICD-10-CM"
      disabled={full || change.isPending}
      data={options.map(optionText)}
      filter={({ options: all }) => all}
      value={text}
      onChange={setText}
      onOptionSubmit={(value) => {
        const picked = options.find((d) => optionText(d) === value);
        if (picked) void attach(picked);
      }}
      comboboxProps={{ offset: 6 }}
      maw={640}
    />
  );
}

/** The order's ICD-10-CM codes in claim-pointer order; they can change while the prescription can. */
export function DiagnosisTab({ side, order }: { side: OrderSide; order: Order }) {
  const access = useOrderAccess(side, order);
  const change = useOrderDiagnoses(side, order.id);
  const confirm = useConfirm();
  const detach = async (d: Order['diagnoses'][number]) => {
    if (!(await confirm({ text: `Remove ${d.code_dotted} (${d.description}) from the order?`, color: 'red' }))) return;
    try {
      await change.mutateAsync({ ids: [d.id], detach: true });
      notify.success(`${d.code_dotted} was removed`);
    } catch {
      // The error catalogue showed the server's reason.
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} maw={1000} component="section" aria-label="Diagnoses">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Diagnoses
          </Title>
          <Badge variant="light" color="gray">
            {order.diagnoses.length} / {MAX_ORDER_DIAGNOSES}
          </Badge>
        </Group>
        {access.editPrescription && <DiagnosisSearch side={side} order={order} />}
        {order.diagnoses.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No diagnosis on the order yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label="Order diagnoses" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>#</Table.Th>
                  <Table.Th w={100}>Code</Table.Th>
                  <Table.Th>Description</Table.Th>
                  {access.editPrescription && <Table.Th w={60} aria-label="Actions" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.diagnoses.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.position}</Table.Td>
                    <Table.Td ff="monospace" fw={600}>
                      {d.code_dotted}
                    </Table.Td>
                    <Table.Td>{d.description}</Table.Td>
                    {access.editPrescription && (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${d.code_dotted}`}
                          onClick={() => void detach(d)}
                          disabled={change.isPending}
                        >
                          <TrashIcon />
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {!access.editPrescription && !order.deleted_at && (
          <Text fz="xs" c="dimmed">
            {lockedText(side)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
