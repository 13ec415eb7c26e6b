import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCents, type DistributionProposalLine, centsToDollars } from '@dme/contract';
import { RequiredLabel, Textarea } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCreateDistributionOrder } from '../api/create-distribution-order';
import { proposalQueryOptions } from '../api/get-proposal';
import { distributionOrderTabHref, distributionOrdersListHref, idOf, isId } from '../routes';
import { hasLineErrors, lineInputs, splitOrderErrors, validateLines, type DraftLine, type LineErrors } from './draft-lines';
import { LinesEditor } from './lines-editor';
import { PageFrame } from './page-frame';
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
  note: (
    <Text fz="xs" c="dimmed">
      {p.available} free of {p.quantity} · {p.on_order} on order · PAR {p.par_level}
      {p.reorder_quantity > 0 ? ` · reorder ${p.reorder_quantity}` : ''}
      {p.price_cents === null ? ` · not on the distributor’s list: unit cost ${formatCents(p.unit_price_cents)}` : ''}
    </Text>
  ),
});

type Loaded = { warehouseId: number; distributorId: number } | null;

/** `create.with-stock`: a restocking draft from the warehouse's shelves under PAR, lines edited before it is made. */
export function CreateWithStock() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const create = useCreateDistributionOrder();
  const [distributorId, setDistributorId] = useState<number | null>(() => presetId(params.get('distributor_id')));
  const [warehouseId, setWarehouseId] = useState<number | null>(() => presetId(params.get('warehouse_id')));
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [loading, setLoading] = useState(false);
  const [lineErrors, setLineErrors] = useState<Record<number, LineErrors>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [proposalError, setProposalError] = useState<string | null>(null);

  const load = async (warehouse: number | null, distributor: number | null) => {
    setFormError(null);
    setProposalError(null);
    setLineErrors({});
    if (warehouse === null || distributor === null) return;
    setLoading(true);
    try {
      // A fresh proposal each time: the shelves and what is on order change.
      const proposal = await queryClient.fetchQuery({ ...proposalQueryOptions(warehouse, distributor), staleTime: 0 });
      setLines(proposal.map(lineOf));
      setLoaded({ warehouseId: warehouse, distributorId: distributor });
    } catch (error) {
      setProposalError(formErrorText(error));
    } finally {
      setLoading(false);
    }
  };

  const choose = (which: 'distributor' | 'warehouse', id: number | null) => {
    const nextDistributor = which === 'distributor' ? id : distributorId;
    const nextWarehouse = which === 'warehouse' ? id : warehouseId;
    if (which === 'distributor') setDistributorId(id);
    else setWarehouseId(id);
    setFieldErrors((e) => ({ ...e, [`${which}_id`]: '' }));
    void load(nextWarehouse, nextDistributor);
  };

  const submit = async () => {
    setFormError(null);
    const inputs = lineInputs(lines);
    const invalid = validateLines(inputs);
    setLineErrors(invalid);
    const missing: Record<string, string> = {};
    if (distributorId === null) missing.distributor_id = 'Choose the distributor.';
    if (warehouseId === null) missing.warehouse_id = 'Choose the warehouse to restock.';
    setFieldErrors(missing);
    if (hasLineErrors(invalid) || Object.keys(missing).length > 0) return;
    try {
      const order = await create.mutateAsync({
        kind: 'stock',
        distributor_id: distributorId!,
        warehouse_id: warehouseId!,
        ...(note.trim() ? { note: note.trim() } : {}),
        lines: inputs,
      });
      notify.success(`Draft order #${order.id} was created`);
      void navigate(distributionOrderTabHref(order.id), { replace: true });
    } catch (error) {
      const split = splitOrderErrors(error, ['distributor_id', 'warehouse_id', 'note']);
      setLineErrors(split.lines);
      setFieldErrors(split.fields);
      setFormError(split.form);
    }
  };

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
              onChange={(id) => choose('distributor', id)}
              error={fieldErrors.distributor_id || undefined}
            />
            <WarehouseSelect
              label={<RequiredLabel>Warehouse</RequiredLabel>}
              placeholder="Where the units go"
              activeOnly
              value={warehouseId}
              onChange={(id) => choose('warehouse', id)}
              error={fieldErrors.warehouse_id || undefined}
            />
          </SimpleGrid>
          <Textarea
            label="Note"
            rows={2}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={fieldErrors.note}
          />
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
          {formError && (
            <Alert color="red" variant="light" role="alert" title="Could not create the order">
              {formError}
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
              lines={lines}
              onChange={setLines}
              errors={lineErrors}
              disabled={loading}
              emptyText="No shelf of this warehouse is under its PAR level. You can still create an empty draft and add lines to it."
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} variant="default" to={distributionOrdersListHref()}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={create.isPending} disabled={!ready || loading}>
              Create draft
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
