import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCents, updateDistributionOrderBody, type DistributionOrderDetail, type StockSkuSummary } from '@dme/contract';
import { bodySchema, DataTable, useAppForm, type DataTableColumn } from '../../../components';
import { notify } from '../../../lib/notify';
import { useUpdateDistributionOrder } from '../api/update-distribution-order';
import { draftLinePath, draftLinesOf, lineInputs, type DraftLine } from './draft-lines';
import { LinesEditor } from './lines-editor';

import { SkuCell } from './sku-cell';

interface SkuGroup {
  id: number;
  sku: StockSkuSummary;
  lines: number;
  quantity: number;
  received: number;
  total_cents: number;
}

/** The order's units per SKU (a with-request order may buy one SKU for several of the patient order's lines). */
function groupsOf(order: DistributionOrderDetail): SkuGroup[] {
  const groups = new Map<number, SkuGroup>();
  for (const l of order.lines) {
    const g = groups.get(l.sku.id) ?? { id: l.sku.id, sku: l.sku, lines: 0, quantity: 0, received: 0, total_cents: 0 };
    groups.set(l.sku.id, {
      ...g,
      lines: g.lines + 1,
      quantity: g.quantity + l.quantity,
      received: g.received + l.received_quantity,
      total_cents: g.total_cents + l.total_cents,
    });
  }
  return [...groups.values()].sort((a, b) => a.sku.sku.localeCompare(b.sku.sku));
}

const COLUMNS: DataTableColumn<SkuGroup>[] = [
  { key: 'sku', title: 'SKU', value: (g) => g.sku.sku, render: (g) => <SkuCell sku={g.sku} /> },
  { key: 'lines', title: 'Lines', align: 'right' },
  { key: 'quantity', title: 'Ordered', align: 'right' },
  { key: 'received', title: 'Received', align: 'right' },
  { key: 'total_cents', title: 'Total', align: 'right', render: (g) => <Text fz="sm">{formatCents(g.total_cents)}</Text> },
];

/** The draft's lines as the form holds them; `lines` is what the request sends, line for line. */
type DraftLinesValues = { lines: DraftLine[] };
const toRequest = (values: DraftLinesValues) => ({ lines: lineInputs(values.lines) });
const draftLinesForm = bodySchema<DraftLinesValues>(updateDistributionOrderBody, toRequest, draftLinePath);

/** A draft's lines to change: the SKU (of the same catalogue item on a with-request line), quantity and price. */
function DraftLinesEditor({ order }: { order: DistributionOrderDetail }) {
  const update = useUpdateDistributionOrder(order.id);
  const form = useAppForm<DraftLinesValues>({ schema: draftLinesForm, initialValues: { lines: draftLinesOf(order) } });
  const dirty = form.isDirty();
  const reset = () => {
    form.reset();
    form.clearFormError();
  };

  const save = form.onSubmit((values) =>
    update.mutate(toRequest(values), {
      onSuccess: (saved) => {
        form.resetTo({ lines: draftLinesOf(saved) });
        notify.success('The lines were saved');
      },
      onError: (error) => form.failPlaced(error, draftLinePath),
    }),
  );

  return (
    <Stack gap="sm">
      <Title order={2} fz="md">
        Edit the lines
      </Title>
      <LinesEditor
        label="Draft lines"
        form={form}
        editSku
        skuScope={(line) => (order.kind === 'request' ? { equipment_id: line.sku.equipment.id } : {})}
        emptyText="No lines: add some on the Add item or OTC tab."
      />
      {form.formError && (
        <Alert color="red" variant="light" role="alert">
          {form.formError}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" disabled={!dirty || update.isPending} onClick={reset}>
          Reset
        </Button>
        <Button onClick={() => save()} loading={update.isPending} disabled={!dirty}>
          Save lines
        </Button>
      </Group>
    </Stack>
  );
}

/** `show.sku`: the order by SKU, and on a draft its lines to edit (SKU, quantity, price, removal). */
export function OrderSkuTab({ order }: { order: DistributionOrderDetail }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <DataTable
          label="Units by SKU"
          columns={COLUMNS}
          rows={groupsOf(order)}
          paginate={false}
          withSettings={false}
          emptyText="No lines yet."
        />
        {order.status === 'draft' ? (
          <DraftLinesEditor key={order.updated_at} order={order} />
        ) : (
          <Text fz="sm" c="dimmed">
            The order was {order.status_name.toLowerCase()}: its lines stay as they were sent.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
