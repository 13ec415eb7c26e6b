import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, NumberInput, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { updateDistributionOrderBody, type DistributionOrderDetail } from '@dme/contract';
import { bodySchema, errorText, useAppForm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { skuOptionsQueryOptions } from '../api/list-sku-options';
import { useUpdateDistributionOrder } from '../api/update-distribution-order';
import { withAdditions } from './draft-lines';
import { wholeUnits } from './money';
import { NotADraft } from './order-add-item-tab';
import { requestLineOf } from './request-paths';
import { skuSummaryOf } from './selects';
import { SkuCell } from './sku-cell';

/** Units to add by SKU id, as typed ('' or absent: none). */
type OtcValues = { quantities: Record<number, number | string> };

/** `show.otc`: over-the-counter SKUs (their catalogue item is OTC) to add to a draft, several at once. */
export function OrderOtcTab({ order }: { order: DistributionOrderDetail }) {
  const update = useUpdateDistributionOrder(order.id);
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const skus = useQuery(skuOptionsQueryOptions({ otc: '1', ...(searched ? { search: searched } : {}) }, 100));
  const rows = (skus.data ?? []).filter((k) => !k.archived);
  const unitsOf = (values: OtcValues, skuId: number) => wholeUnits(values.quantities[skuId] ?? '');
  /** The draft's lines with the units typed for the SKUs shown. */
  const toRequest = (values: OtcValues) => ({
    lines: withAdditions(
      order,
      rows.filter((k) => unitsOf(values, k.id) > 0).map((k) => ({ sku: skuSummaryOf(k), quantity: unitsOf(values, k.id) })),
    ),
  });
  // A refused line of a SKU typed here shows under its units; the other lines' refusals and the list's (too many
  // lines) are of all the units (`quantities`), above the table.
  const onForm = (path: string, values: OtcValues) => {
    const line = requestLineOf(path);
    const skuId = line && toRequest(values).lines[line.index]?.sku_id;
    if (skuId && unitsOf(values, skuId) > 0) return `quantities.${skuId}`;
    return line || path === 'lines' ? 'quantities' : path;
  };
  const form = useAppForm<OtcValues>({
    schema: bodySchema<OtcValues>(updateDistributionOrderBody, toRequest, onForm),
    initialValues: { quantities: {} },
  });

  if (order.status !== 'draft') return <NotADraft order={order} />;

  const onOrder = (skuId: number) => order.lines.filter((l) => l.sku.id === skuId).reduce((sum, l) => sum + l.quantity, 0);
  const chosen = rows.filter((k) => unitsOf(form.values, k.id) > 0);
  const topError = errorText([form.formError ?? '', String(form.errors.quantities ?? '')]);

  const add = form.onSubmit((values) => {
    const units = chosen.reduce((sum, k) => sum + unitsOf(values, k.id), 0);
    update.mutate(toRequest(values), {
      onSuccess: () => {
        notify.success(`${units} OTC ${units === 1 ? 'unit was' : 'units were'} added to the order`);
        form.reset();
      },
      onError: (error) => form.failPlaced(error, (path) => onForm(path, values)),
    });
  });

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
          <Button onClick={() => add()} loading={update.isPending} disabled={chosen.length === 0}>
            Add to order{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </Group>
        {topError && (
          <Alert color="red" variant="light" role="alert">
            {topError}
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
                      {...form.getInputProps(`quantities.${k.id}`)}
                      value={form.values.quantities[k.id] ?? ''}
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
