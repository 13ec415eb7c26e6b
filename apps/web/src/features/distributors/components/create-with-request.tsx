import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DistributionOrderLineInput, Order } from '@dme/contract';
import { RequiredLabel, StatusBadge, Textarea } from '../../../components';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCreateDistributionOrder } from '../api/create-distribution-order';
import { patientOrderQueryOptions } from '../api/find-patient-orders';
import { distributionOrderTabHref, distributionOrdersListHref, idOf, isId, patientOrderHref } from '../routes';
import { splitOrderErrors, validateLines, type LineErrors } from './draft-lines';
import { dollarsToCents } from './money';
import { PageFrame } from './page-frame';
import { PatientOrderSearch } from './patient-order-search';
import { RequestLines, requestLinesOf, type RequestLine } from './request-lines';
import { DistributorSelect, WarehouseSelect } from './selects';

type ItemErrors = Record<number, LineErrors>;

/** What to buy for the chosen order: its lines, the distributor, the warehouse the units are reserved in. */
function RequestForm({ order, presetDistributor }: { order: Order; presetDistributor: number | null }) {
  const navigate = useNavigate();
  const create = useCreateDistributionOrder();
  const [lines, setLines] = useState<RequestLine[]>(() => requestLinesOf(order.commons));
  const [distributorId, setDistributorId] = useState<number | null>(presetDistributor);
  const [warehouseId, setWarehouseId] = useState<number | null>(order.warehouse_id);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ItemErrors>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const chosen = lines.filter((l) => l.include);
    const invalid: ItemErrors = {};
    for (const l of chosen) if (!l.sku) invalid[l.item.id] = { sku_id: 'Choose the SKU to buy.' };
    const inputs: DistributionOrderLineInput[] = chosen.map((l) => {
      const cents = dollarsToCents(l.price);
      return {
        sku_id: l.sku?.id ?? 0,
        quantity: l.quantity === '' ? 0 : Number(l.quantity),
        order_item_id: l.item.id,
        ...(cents !== null ? { unit_price_cents: cents } : {}),
      };
    });
    for (const [index, e] of Object.entries(validateLines(inputs))) {
      const itemId = chosen[Number(index)]!.item.id;
      invalid[itemId] = { ...e, ...invalid[itemId] };
    }
    const missing: Record<string, string> = {};
    if (distributorId === null) missing.distributor_id = 'Choose the distributor.';
    if (warehouseId === null) missing.warehouse_id = 'Choose the warehouse the units arrive in.';
    setErrors(invalid);
    setFieldErrors(missing);
    if (chosen.length === 0) return setFormError('Tick at least one line to buy for.');
    if (Object.keys(invalid).length > 0 || Object.keys(missing).length > 0) return;
    try {
      const created = await create.mutateAsync({
        kind: 'request',
        order_id: order.id,
        distributor_id: distributorId!,
        warehouse_id: warehouseId!,
        ...(note.trim() ? { note: note.trim() } : {}),
        lines: inputs,
      });
      notify.success(`Draft order #${created.id} was created for order #${order.id}`);
      void navigate(distributionOrderTabHref(created.id), { replace: true });
    } catch (error) {
      const split = splitOrderErrors(error, ['distributor_id', 'warehouse_id', 'note']);
      // The server numbers the lines it was sent: back to the order lines they were for.
      setErrors(Object.fromEntries(Object.entries(split.lines).map(([index, e]) => [chosen[Number(index)]?.item.id ?? -1, e])));
      setFieldErrors(split.fields);
      setFormError(split.form);
    }
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Title order={2} fz="lg">
          Order #{order.id}
        </Title>
        <StatusBadge status={order.status} size="sm" />
        <Text fz="sm">{order.patient?.full_name}</Text>
        <Anchor component={Link} to={patientOrderHref(order.id)} fz="sm">
          Open the order
        </Anchor>
      </Group>
      <RequestLines lines={lines} onChange={setLines} errors={errors} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DistributorSelect
          label={<RequiredLabel>Distributor</RequiredLabel>}
          placeholder="Who you buy from"
          activeOnly
          value={distributorId}
          onChange={setDistributorId}
          error={fieldErrors.distributor_id}
        />
        <WarehouseSelect
          label={<RequiredLabel>Warehouse</RequiredLabel>}
          placeholder="Where the units arrive and are reserved"
          activeOnly
          value={warehouseId}
          onChange={setWarehouseId}
          error={fieldErrors.warehouse_id}
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
      {formError && (
        <Alert color="red" variant="light" role="alert" title="Could not create the order">
          {formError}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button component={Link} variant="default" to={distributionOrdersListHref()}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={create.isPending}>
          Create draft
        </Button>
      </Group>
    </Stack>
  );
}

/** `create.with-request`: buys for one patient order, each line naming the order line it fills. */
export function CreateWithRequest() {
  const [params] = useSearchParams();
  const presetDistributor = isId(idOf(params.get('distributor_id'))) ? idOf(params.get('distributor_id')) : null;
  const [orderId, setOrderId] = useState<number | null>(() => (isId(idOf(params.get('order_id'))) ? idOf(params.get('order_id')) : null));
  const order = useQuery({ ...patientOrderQueryOptions(orderId ?? 0), enabled: orderId !== null });

  return (
    <PageFrame
      title="New order with request"
      description="Buy for a patient order: the units are reserved for its lines when they arrive."
      back={{ to: distributionOrdersListHref(), label: 'Distribution orders' }}
      paper={false}
    >
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <PatientOrderSearch value={orderId} onChange={setOrderId} />
      </Paper>
      {orderId !== null && (
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          {order.isError ? (
            <Alert color="red" variant="light" role="alert">
              {formErrorText(order.error)}
            </Alert>
          ) : order.data ? (
            <RequestForm key={order.data.id} order={order.data} presetDistributor={presetDistributor} />
          ) : (
            <PageLoader />
          )}
        </Paper>
      )}
    </PageFrame>
  );
}
