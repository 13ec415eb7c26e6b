import { useState, type FormEvent } from 'react';
import { Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import type { DistributionOrderDetail, DistributionOrderLine, ReceiveDistributionOrderBody } from '@dme/contract';
import { Modal, Textarea } from '../../../components';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { useReceiveDistributionOrder } from '../api/receive-distribution-order';
import { SerializedBadge } from './badges';
import { ModalFooter } from '../../../components/modal';
import { wholeUnits } from './money';

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

function ReceiveForm({ order, onClose }: { order: DistributionOrderDetail; onClose: () => void }) {
  const receive = useReceiveDistributionOrder(order.id);
  const open = order.lines.filter((l) => openOf(l) > 0);
  const [arrivals, setArrivals] = useState<Record<number, Arrival>>(() =>
    Object.fromEntries(open.map((l) => [l.id, { quantity: l.sku.serialized ? 0 : openOf(l), serials: '' }])),
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (lineId: number, change: Partial<Arrival>) => {
    setArrivals((current) => ({ ...current, [lineId]: { ...current[lineId]!, ...change } }));
    setErrors((current) => ({ ...current, [lineId]: '' }));
  };
  const countOf = (l: DistributionOrderLine) =>
    l.sku.serialized ? serialLines(arrivals[l.id]!.serials).length : wholeUnits(arrivals[l.id]!.quantity);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid: Record<number, string> = {};
    const sent = open.filter((l) => countOf(l) > 0);
    for (const l of sent) if (countOf(l) > openOf(l)) invalid[l.id] = `Only ${openOf(l)} more can be received.`;
    setErrors(invalid);
    if (sent.length === 0) return setFormError('Enter what arrived: a quantity, or the serial numbers of serialised SKUs.');
    if (Object.keys(invalid).length > 0) return;
    const body: ReceiveDistributionOrderBody = {
      lines: sent.map((l) =>
        l.sku.serialized
          ? { line_id: l.id, quantity: countOf(l), serials: serialLines(arrivals[l.id]!.serials) }
          : { line_id: l.id, quantity: countOf(l) },
      ),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    try {
      const units = body.lines.reduce((sum, l) => sum + l.quantity, 0);
      await receive.mutateAsync(body);
      notify.success(`${units} ${units === 1 ? 'unit' : 'units'} received into ${order.warehouse.name}`);
      onClose();
    } catch (error) {
      const { errors: byField } = readServerError(error);
      // A 409 (the order moved on) names no field: the server's words above the buttons.
      if (!byField) return setFormError(formErrorText(error));
      const mine: Record<number, string> = {};
      const rest: string[] = [];
      // The server numbers the lines it was sent (`lines.1.serials`): back to the order's lines.
      for (const [path, messages] of Object.entries(byField)) {
        const line = sent[Number(/^lines\.(\d+)/.exec(path)?.[1] ?? -1)];
        if (line) mine[line.id] = [mine[line.id], ...messages].filter(Boolean).join(', ');
        else rest.push(...messages);
      }
      setErrors(mine);
      setFormError(rest.length > 0 ? rest.join(', ') : null);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Receive units">
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
                        note={`${countOf(l)} of ${openOf(l)}`}
                        value={arrivals[l.id]!.serials}
                        onChange={(event) => set(l.id, { serials: event.currentTarget.value })}
                        error={errors[l.id] || undefined}
                        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                      />
                    ) : (
                      <NumberInput
                        aria-label={`Quantity of ${l.sku.sku} received`}
                        min={0}
                        max={openOf(l)}
                        allowDecimal={false}
                        allowNegative={false}
                        value={arrivals[l.id]!.quantity}
                        onChange={(value) => set(l.id, { quantity: value })}
                        error={errors[l.id] || undefined}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Textarea
          label="Note"
          rows={2}
          maxLength={2000}
          placeholder="e.g. packing slip number"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <ModalFooter error={formError} submitLabel="Receive" pending={receive.isPending} onCancel={onClose} />
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
