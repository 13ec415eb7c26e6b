import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createDistributionOrderBody, formatCents, type DistributionProposalLine, centsToDollars } from '@dme/contract';
import { bodySchema, RequiredLabel, Textarea, textField, useAppForm } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCreateDistributionOrder } from '../api/create-distribution-order';
import { proposalQueryOptions } from '../api/get-proposal';
import { distributionOrderTabHref, distributionOrdersListHref, idOf, isId } from '../routes';
import { draftLinePath, lineInputs, type DraftLine } from './draft-lines';
import { LinesEditor } from './lines-editor';
import { PageFrame } from '../../../components/page-frame';

import { DistributorSelect, WarehouseSelect } from './selects';

const presetId = (value: string | null) => (isId(idOf(value)) ? idOf(value) : null);

/** A proposal line as an order line: the proposed quantity at the distributor's price (else the SKU's unit cost). */
const lineOf = (p: DistributionProposalLine): DraftLine => ({
  key: `shelf-${p.storage_id}`,
  sku: p.sku,
  quantity: p.proposed_quantity,
  price: centsToDollars(p.unit_price_cents),
  order_item_id: null,
  item_number: p.item_number,
  note:
    `${p.available} free of ${p.quantity} · ${p.on_order} on order · PAR ${p.par_level}` +
    (p.reorder_quantity > 0 ? ` · reorder ${p.reorder_quantity}` : '') +
    (p.price_cents === null ? ` · not on the distributor’s list: unit cost ${formatCents(p.unit_price_cents)}` : ''),
});

type StockValues = { distributor_id: number | null; warehouse_id: number | null; note: string; lines: DraftLine[] };

const toRequest = (v: StockValues) => ({
  kind: 'stock' as const,
  distributor_id: v.distributor_id ?? 0,
  warehouse_id: v.warehouse_id ?? 0,
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
  lines: lineInputs(v.lines),
});

/** The contract's rules for the request; the two choices first, in the screen's words. */
const stockForm = bodySchema<StockValues>(createDistributionOrderBody, toRequest, draftLinePath, (v) => ({
  distributor_id: v.distributor_id === null && 'Choose the distributor.',
  warehouse_id: v.warehouse_id === null && 'Choose the warehouse to restock.',
}));

type Loaded = { warehouseId: number; distributorId: number } | null;

/** `create.with-stock`: a restocking draft from the warehouse's shelves under PAR, lines edited before it is made. */
export function CreateWithStock() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const create = useCreateDistributionOrder();
  const form = useAppForm<StockValues>({
    schema: stockForm,
    initialValues: {
      distributor_id: presetId(params.get('distributor_id')),
      warehouse_id: presetId(params.get('warehouse_id')),
      note: '',
      lines: [],
    },
  });
  const { distributor_id: distributorId, warehouse_id: warehouseId } = form.values;
  // The proposal the lines came from, and its loading: the screen's state, not the order's fields.
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [loading, setLoading] = useState(false);
  const [proposalError, setProposalError] = useState<string | null>(null);

  const load = async (warehouse: number | null, distributor: number | null) => {
    form.clearFormError();
    setProposalError(null);
    if (warehouse === null || distributor === null) return;
    setLoading(true);
    try {
      // A fresh proposal each time: the shelves and what is on order change.
      const proposal = await queryClient.fetchQuery({ ...proposalQueryOptions(warehouse, distributor), staleTime: 0 });
      // New lines: the last refusal was about the old ones (setValues clears the errors).
      form.setValues({ lines: proposal.map(lineOf) });
      setLoaded({ warehouseId: warehouse, distributorId: distributor });
    } catch (error) {
      setProposalError(formErrorText(error));
    } finally {
      setLoading(false);
    }
  };

  const choose = (field: 'distributor_id' | 'warehouse_id', id: number | null) => {
    form.setFieldValue(field, id);
    const next = { ...form.values, [field]: id };
    void load(next.warehouse_id, next.distributor_id);
  };

  const submit = form.onSubmit((values) =>
    create.mutate(toRequest(values), {
      onSuccess: (order) => {
        notify.success(`Draft order #${order.id} was created`);
        void navigate(distributionOrderTabHref(order.id), { replace: true });
      },
      onError: (error) => form.failPlaced(error, draftLinePath),
    }),
  );

  const ready = loaded !== null && loaded.warehouseId === warehouseId && loaded.distributorId === distributorId;

  return (
    <PageFrame
      title="New order with stock"
      description="Restock a warehouse: its shelves under their PAR level, with the quantities to reorder."
      back={{ to: distributionOrdersListHref(), label: 'Distribution orders' }}
      paper={false}
    >
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DistributorSelect
              label={<RequiredLabel>Distributor</RequiredLabel>}
              placeholder="Who you buy from"
              activeOnly
              value={distributorId}
              onChange={(id) => choose('distributor_id', id)}
              error={form.errors.distributor_id}
            />
            <WarehouseSelect
              label={<RequiredLabel>Warehouse</RequiredLabel>}
              placeholder="Where the units go"
              activeOnly
              value={warehouseId}
              onChange={(id) => choose('warehouse_id', id)}
              error={form.errors.warehouse_id}
            />
          </SimpleGrid>
          <Textarea label="Note" rows={2} maxLength={2000} {...textField(form, 'note')} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="lg">
              Proposal
            </Title>
            <Button
              variant="default"
              size="xs"
              onClick={() => void load(warehouseId, distributorId)}
              loading={loading}
              disabled={warehouseId === null || distributorId === null}
            >
              Reload proposal
            </Button>
          </Group>
          {proposalError && (
            <Alert color="red" variant="light" role="alert" title="Could not load the proposal">
              {proposalError}
            </Alert>
          )}
          {form.formError && (
            <Alert color="red" variant="light" role="alert" title="Could not create the order">
              {form.formError}
            </Alert>
          )}
          {!ready && !loading ? (
            <Stack align="center" gap="xs" py="lg">
              <Text fz="sm" c="dimmed" ta="center">
                {warehouseId !== null && distributorId !== null
                  ? 'See what the warehouse needs from this distributor.'
                  : 'Choose the distributor and the warehouse to see what to reorder.'}
              </Text>
              {warehouseId !== null && distributorId !== null && (
                <Button variant="light" onClick={() => void load(warehouseId, distributorId)}>
                  Load the proposal
                </Button>
              )}
            </Stack>
          ) : (
            <LinesEditor
              label="Proposed lines"
              form={form}
              disabled={loading}
              emptyText="No shelf of this warehouse is under its PAR level. You can still create an empty draft and add lines to it."
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} variant="default" to={distributionOrdersListHref()}>
              Cancel
            </Button>
            <Button onClick={() => submit()} loading={create.isPending} disabled={!ready || loading}>
              Create draft
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
