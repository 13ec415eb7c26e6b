import { useState } from 'react';
import { Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import {
  receiveDistributionOrderBody,
  type DistributionOrderDetail,
  type DistributionOrderLine,
  type ReceiveDistributionOrderBody,
} from '@dme/contract';
import { bodySchema, errorText, Modal, Textarea, textField, useAppForm } from '../../../components';
import { notify } from '../../../lib/notify';
import { useReceiveDistributionOrder } from '../api/receive-distribution-order';
import { SerializedBadge } from './badges';
import { ModalFooter } from '../../../components/modal';
import { wholeUnits } from './money';
import { requestLineOf } from './request-paths';

/** Serial numbers typed one per line (commas and semicolons separate too), trimmed, empty lines dropped. */
const serialLines = (text: string): string[] =>
  text
    .split(/[\r\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

const openOf = (l: DistributionOrderLine) => l.quantity - l.received_quantity;

interface Arrival {
  quantity: number | string;
  serials: string;
}

/** What arrived, by the order line's id: a quantity, or for a serialised SKU its serial numbers; and a note. */
type ReceiveValues = { arrivals: Record<string, Arrival>; note: string };

/** The form of the order's lines still to come (`open`): its request, checks and where refusals show. */
function receiveFormOf(open: readonly DistributionOrderLine[]) {
  const countOf = (l: DistributionOrderLine, v: ReceiveValues) =>
    l.sku.serialized ? serialLines(v.arrivals[l.id]!.serials).length : wholeUnits(v.arrivals[l.id]!.quantity);
  /** The lines sent: those with something arrived. */
  const sentOf = (v: ReceiveValues) => open.filter((l) => countOf(l, v) > 0);
  /** A line's one input: the serial numbers of a serialised SKU, else the quantity. */
  const lineInputPath = (l: DistributionOrderLine) => `arrivals.${l.id}.${l.sku.serialized ? 'serials' : 'quantity'}`;

  const toRequest = (v: ReceiveValues): ReceiveDistributionOrderBody => ({
    lines: sentOf(v).map((l) =>
      l.sku.serialized
        ? { line_id: l.id, quantity: countOf(l, v), serials: serialLines(v.arrivals[l.id]!.serials) }
        : { line_id: l.id, quantity: countOf(l, v) },
    ),
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
  });
  // The request numbers the lines it sends (`lines.1.serials`): back to the order line's input; no line sent, the
  // refusal is of the whole (`arrivals`), shown above the buttons.
  const onForm = (path: string, v: ReceiveValues) => {
    const line = requestLineOf(path);
    const sent = line && sentOf(v)[line.index];
    return sent ? lineInputPath(sent) : path === 'lines' ? 'arrivals' : path;
  };
  const schema = bodySchema<ReceiveValues>(receiveDistributionOrderBody, toRequest, onForm, (v) => ({
    arrivals: sentOf(v).length === 0 && 'Enter what arrived: a quantity, or the serial numbers of serialised SKUs.',
    ...Object.fromEntries(open.map((l) => [lineInputPath(l), countOf(l, v) > openOf(l) && `Only ${openOf(l)} more can be received.`])),
  }));
  return { schema, toRequest, onForm, countOf };
}

function ReceiveForm({ order, onClose }: { order: DistributionOrderDetail; onClose: () => void }) {
  const receive = useReceiveDistributionOrder(order.id);
  const open = order.lines.filter((l) => openOf(l) > 0);
  const { schema, toRequest, onForm, countOf } = receiveFormOf(open);
  const form = useAppForm<ReceiveValues>({
    schema,
    initialValues: {
      arrivals: Object.fromEntries(open.map((l) => [l.id, { quantity: l.sku.serialized ? 0 : openOf(l), serials: '' }])),
      note: '',
    },
  });

  const submit = form.onSubmit((values) => {
    const body = toRequest(values);
    const units = body.lines.reduce((sum, l) => sum + l.quantity, 0);
    receive.mutate(body, {
      onSuccess: () => {
        notify.success(`${units} ${units === 1 ? 'unit' : 'units'} received into ${order.warehouse.name}`);
        onClose();
      },
      // A 409 (the order moved on) names no field: the server's words above the buttons.
      onError: (error) => form.failPlaced(error, (path) => onForm(path, values)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Receive units">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Units arrive in {order.warehouse.name}
          {order.kind === 'request' ? ' and are reserved for the patient order’s lines' : ''}. Serialised SKUs take one serial number per
          unit.
        </Text>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" aria-label="Lines to receive">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Th w={90} style={{ textAlign: 'right' }}>
                  To come
                </Table.Th>
                <Table.Th w={230}>Received now</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {open.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <Group gap={6}>
                      <Text fz="sm" fw={600}>
                        {l.sku.sku}
                      </Text>
                      {l.sku.serialized && <SerializedBadge />}
                    </Group>
                    <Text fz="xs" c="dimmed">
                      {l.quantity} ordered · {l.received_quantity} received
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top', textAlign: 'right' }}>
                    <Text fz="sm">{openOf(l)}</Text>
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    {l.sku.serialized ? (
                      <Textarea
                        aria-label={`Serial numbers of ${l.sku.sku}`}
                        rows={3}
                        placeholder="One serial number per line"
                        note={`${countOf(l, form.values)} of ${openOf(l)}`}
                        {...form.getInputProps(`arrivals.${l.id}.serials`)}
                        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                      />
                    ) : (
                      <NumberInput
                        aria-label={`Quantity of ${l.sku.sku} received`}
                        min={0}
                        max={openOf(l)}
                        allowDecimal={false}
                        allowNegative={false}
                        {...form.getInputProps(`arrivals.${l.id}.quantity`)}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Textarea label="Note" rows={2} maxLength={2000} placeholder="e.g. packing slip number" {...textField(form, 'note')} />
        <ModalFooter
          error={form.formError ?? errorText(form.errors.arrivals as string | undefined)}
          submitLabel="Receive"
          pending={receive.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

export interface ReceiveModalProps {
  order: DistributionOrderDetail;
  opened: boolean;
  onClose: () => void;
}

/** "Receive": what arrived of each line still to come, with serial numbers for serialised SKUs. */
export function ReceiveModal({ order, opened, onClose }: ReceiveModalProps) {
  const [round, setRound] = useState(0);
  return (
    <Modal opened={opened} onClose={onClose} title={`Receive order #${order.id}`} size="xl" onExited={() => setRound((n) => n + 1)}>
      <ReceiveForm key={round} order={order} onClose={onClose} />
    </Modal>
  );
}
