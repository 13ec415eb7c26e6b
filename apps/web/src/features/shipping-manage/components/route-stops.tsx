import { Button, Table, Text } from '@mantine/core';
import { FAILED_DELIVERY_LABELS, type RoutePoint } from '@dme/contract';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { openDocument } from '../../order-documents';
import { formatClock, formatWindow, lateText } from '../format';
import { PointStatusBadge } from './badges';

/** The stops in driving order with what happened at each; the proof of delivery opens from its stop. */
export function RouteStops({ points, timeZone }: { points: readonly RoutePoint[]; timeZone?: string }) {
  if (points.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        This route has no stops.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label="Stops" verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>ETA</Table.Th>
            <Table.Th>Window</Table.Th>
            <Table.Th>Patient</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Proof</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((p) => (
            <Table.Tr key={p.id} data-point={p.id}>
              <Table.Td>{p.seq}</Table.Td>
              <Table.Td>
                {formatClock(p.eta, timeZone) || '—'}
                {p.lateness_s > 0 && (
                  <Text fz="xs" c="red">
                    {lateText(p.lateness_s)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatWindow(p.suborder.agreed_slot, timeZone)}</Table.Td>
              <Table.Td>
                <Text fz="sm">{p.suborder.patient_name}</Text>
                <Text fz="xs" c="dimmed">
                  {p.suborder.number}
                  {p.suborder.phone ? ` · ${p.suborder.phone}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>{p.suborder.address.full_address}</Table.Td>
              <Table.Td>
                <PointStatusBadge status={p.status} />
                {p.failed_reason && (
                  <Text fz="xs" c="dimmed">
                    {(FAILED_DELIVERY_LABELS as Record<string, string>)[p.failed_reason] ?? p.failed_reason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {p.proof_of_delivery_media_id !== null ? (
                  <Button
                    size="compact-xs"
                    variant="light"
                    aria-label={`Proof of delivery of stop ${p.seq}`}
                    onClick={() =>
                      void openDocument('supplier', { id: p.proof_of_delivery_media_id! }).catch((e: unknown) => notify.error(formErrorText(e)))
                    }
                  >
                    Open
                  </Button>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
