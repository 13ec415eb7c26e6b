import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { SuborderItem } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { claimIndexesQueryOptions, useSaveClaimIndexes } from '../api/claim-indexes';

type Indexes = Record<number, number | null>;
const indexesOf = (items: readonly SuborderItem[]): Indexes => Object.fromEntries(items.map((i) => [i.id, i.claim_index]));

function IndexesEditor({ suborderId, items, mayEdit }: { suborderId: number; items: readonly SuborderItem[]; mayEdit: boolean }) {
  const save = useSaveClaimIndexes(suborderId);
  const [indexes, setIndexes] = useState<Indexes>(() => indexesOf(items));
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    try {
      await save.mutateAsync({ items: items.map((i) => ({ id: i.id, claim_index: indexes[i.id] ?? null })) });
      notify.success('The claim positions were saved');
    } catch (error) {
      setFailure(formErrorText(error));
    }
  };

  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={360}>
        <Table aria-label="Claim positions" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th w={120}>Position</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Text fz="sm">
                    {item.hcpcs} · {item.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Claim position of ${item.name}`}
                    size="xs"
                    min={1}
                    max={50}
                    allowDecimal={false}
                    allowNegative={false}
                    readOnly={!mayEdit}
                    value={indexes[item.id] ?? ''}
                    onChange={(value) => setIndexes((current) => ({ ...current, [item.id]: typeof value === 'number' ? value : null }))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {mayEdit && (
        <Group justify="flex-end">
          <Button size="xs" onClick={() => void submit()} loading={save.isPending}>
            Save positions
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Where each item stands on the suborder's claim (billing): a number per line, two lines may not share one. */
export function ClaimIndexesPanel({ suborderId, mayEdit }: { suborderId: number; mayEdit: boolean }) {
  const items = useQuery(claimIndexesQueryOptions(suborderId));
  let body;
  if (items.isPending) body = <Loader size="sm" aria-label="Loading the claim positions" />;
  else if (items.isError)
    body = (
      <Text c="red" fz="sm">
        {formErrorText(items.error)}
      </Text>
    );
  else if (items.data.length === 0)
    body = (
      <Text fz="sm" c="dimmed">
        No items to place on a claim.
      </Text>
    );
  else body = <IndexesEditor key={items.dataUpdatedAt} suborderId={suborderId} items={items.data} mayEdit={mayEdit} />;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Claim indexes">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Claim indexes
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
