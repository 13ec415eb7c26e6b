import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, NumberInput, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DistributionOrderDetail } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { skuOptionsQueryOptions } from '../api/list-sku-options';
import { useUpdateDistributionOrder } from '../api/update-distribution-order';
import { splitOrderErrors, withAdditions } from './draft-lines';
import { wholeUnits } from './money';
import { NotADraft } from './order-add-item-tab';
import { skuSummaryOf } from './selects';
import { SkuCell } from './sku-cell';

/** `show.otc`: over-the-counter SKUs (their catalogue item is OTC) to add to a draft, several at once. */
export function OrderOtcTab({ order }: { order: DistributionOrderDetail }) {
  const update = useUpdateDistributionOrder(order.id);
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const skus = useQuery(skuOptionsQueryOptions({ otc: '1', ...(searched ? { search: searched } : {}) }, 100));
  const [quantities, setQuantities] = useState<Record<number, number | string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (order.status !== 'draft') return <NotADraft order={order} />;

  const rows = (skus.data ?? []).filter((k) => !k.archived);
  const onOrder = (skuId: number) => order.lines.filter((l) => l.sku.id === skuId).reduce((sum, l) => sum + l.quantity, 0);
  const chosen = rows.filter((k) => wholeUnits(quantities[k.id] ?? '') > 0);

  const add = async () => {
    setFormError(null);
    try {
      await update.mutateAsync({
        lines: withAdditions(
          order,
          chosen.map((k) => ({ sku: skuSummaryOf(k), quantity: wholeUnits(quantities[k.id]!) })),
        ),
      });
      const units = chosen.reduce((sum, k) => sum + wholeUnits(quantities[k.id]!), 0);
      notify.success(`${units} OTC ${units === 1 ? 'unit was' : 'units were'} added to the order`);
      setQuantities({});
    } catch (error) {
      const split = splitOrderErrors(error);
      const lineMessages = Object.values(split.lines).flatMap((e) => Object.values(e));
      setFormError([split.form, ...lineMessages].filter(Boolean).join(', ') || formErrorText(error));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <TextInput
            type="search"
            placeholder="SKU, maker, model or HCPCS"
            aria-label="Search OTC SKUs"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 200px', maxWidth: 320 }}
          />
          <Button onClick={() => void add()} loading={update.isPending} disabled={chosen.length === 0}>
            Add to order{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </Group>
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        {skus.isError && (
          <Alert color="red" variant="light" role="alert">
            {formErrorText(skus.error)}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="OTC SKUs" verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Th w={150} style={{ textAlign: 'right' }}>
                  In stock
                </Table.Th>
                <Table.Th w={130} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  On this order
                </Table.Th>
                <Table.Th w={120}>Add</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((k) => (
                <Table.Tr key={k.id}>
                  <Table.Td>
                    <SkuCell sku={skuSummaryOf(k)} />
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    <Text fz="sm">{k.available} free</Text>
                    {k.below_par && (
                      <Text fz="xs" c="orange">
                        Below PAR
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    <Text fz="sm">{onOrder(k.id) || '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Units of ${k.sku} to add`}
                      placeholder="0"
                      min={0}
                      max={100_000}
                      allowDecimal={false}
                      allowNegative={false}
                      value={quantities[k.id] ?? ''}
                      onChange={(value) => setQuantities((q) => ({ ...q, [k.id]: value }))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!skus.isPending && !skus.isError && rows.length === 0 && (
          <Text fz="sm" c="dimmed" ta="center" py="md">
            {searched ? 'No OTC SKU matches.' : 'No OTC SKUs: SKUs of catalogue items sold over the counter show here.'}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
