import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createDistributionOrderBody, type Order } from '@dme/contract';
import { bodySchema, errorText, inputOf, RequiredLabel, StatusBadge, Textarea, textField, useAppForm } from '../../../components';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useCreateDistributionOrder } from '../api/create-distribution-order';
import { patientOrderQueryOptions } from '../api/find-patient-orders';
import { distributionOrderTabHref, distributionOrdersListHref, idOf, isId, patientOrderHref } from '../routes';
import { lineFieldOf } from './draft-lines';
import { dollarsToCents } from './money';
import { PageFrame } from '../../../components/page-frame';
import { PatientOrderSearch } from './patient-order-search';
import { requestLineOf } from './request-paths';
import { RequestLines, requestLinesOf, type RequestLine } from './request-lines';
import { DistributorSelect, WarehouseSelect } from './selects';

type RequestValues = { lines: RequestLine[]; distributor_id: number | null; warehouse_id: number | null; note: string };

/** The lines ticked, as the request sends them (in the order's order). */
const chosenOf = (v: RequestValues) => v.lines.flatMap((line, index) => (line.include ? [{ line, index }] : []));

/** The request for the patient order `orderId`: each ticked line names the order line it fills. */
const toRequest = (orderId: number) => (v: RequestValues) => ({
  kind: 'request' as const,
  order_id: orderId,
  distributor_id: v.distributor_id ?? 0,
  warehouse_id: v.warehouse_id ?? 0,
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
  lines: chosenOf(v).map(({ line }) => {
    const cents = dollarsToCents(line.price);
    return {
      sku_id: line.sku?.id ?? 0,
      quantity: line.quantity === '' ? 0 : Number(line.quantity),
      order_item_id: line.item.id,
      ...(cents !== null ? { unit_price_cents: cents } : {}),
    };
  }),
});

/**
 * The request numbers the ticked lines only (`lines.1.sku_id`): back to the form's line (`lines.3.sku`); a refused
 * order line shows under the line's name (`item`).
 */
function onForm(path: string, v: RequestValues): string {
  const line = requestLineOf(path);
  const chosen = line && chosenOf(v)[line.index];
  if (!chosen) return path;
  return `lines.${chosen.index}.${line.field === 'order_item_id' ? 'item' : lineFieldOf(line.field)}`;
}

/** The screen's own words for what is not chosen yet, then the contract's rules. */
const own = (v: RequestValues) => ({
  lines: chosenOf(v).length === 0 && 'Tick at least one line to buy for.',
  distributor_id: v.distributor_id === null && 'Choose the distributor.',
  warehouse_id: v.warehouse_id === null && 'Choose the warehouse the units arrive in.',
  ...Object.fromEntries(chosenOf(v).map(({ line, index }) => [`lines.${index}.sku`, !line.sku && 'Choose the SKU to buy.'])),
});

/** What to buy for the chosen order: its lines, the distributor, the warehouse the units are reserved in. */
function RequestForm({ order, presetDistributor }: { order: Order; presetDistributor: number | null }) {
  const navigate = useNavigate();
  const create = useCreateDistributionOrder();
  const request = toRequest(order.id);
  const form = useAppForm<RequestValues>({
    schema: bodySchema<RequestValues>(createDistributionOrderBody, request, onForm, own),
    initialValues: { lines: requestLinesOf(order.commons), distributor_id: presetDistributor, warehouse_id: order.warehouse_id, note: '' },
  });
  const topError = errorText([form.formError ?? '', String(form.errors.lines ?? '')]);

  const submit = form.onSubmit((values) =>
    create.mutate(request(values), {
      onSuccess: (created) => {
        notify.success(`Draft order #${created.id} was created for order #${order.id}`);
        void navigate(distributionOrderTabHref(created.id), { replace: true });
      },
      onError: (error) => form.failPlaced(error, (path) => onForm(path, values)),
    }),
  );

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
      <RequestLines form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DistributorSelect
          label={<RequiredLabel>Distributor</RequiredLabel>}
          placeholder="Who you buy from"
          activeOnly
          {...inputOf(form, 'distributor_id')}
        />
        <WarehouseSelect
          label={<RequiredLabel>Warehouse</RequiredLabel>}
          placeholder="Where the units arrive and are reserved"
          activeOnly
          {...inputOf(form, 'warehouse_id')}
        />
      </SimpleGrid>
      <Textarea label="Note" rows={2} maxLength={2000} {...textField(form, 'note')} />
      {topError && (
        <Alert color="red" variant="light" role="alert" title="Could not create the order">
          {topError}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button component={Link} variant="default" to={distributionOrdersListHref()}>
          Cancel
        </Button>
        <Button onClick={() => submit()} loading={create.isPending}>
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
