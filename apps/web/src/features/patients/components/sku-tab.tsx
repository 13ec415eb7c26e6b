import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, href, SERIAL_STATE_LABELS, type DeliveredSku, type Patient } from '@dme/contract';
import { DataTable, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { deliveredSkusExport, deliveredSkusQueryOptions } from '../api/list-delivered-skus';

const COLUMNS: readonly DataTableColumn<DeliveredSku>[] = [
  {
    key: 'delivered_at',
    exportAs: { format: 'datetime' },
    title: 'Delivered',
    render: (d) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(d.delivered_at)}
      </Text>
    ),
    csv: (d) => formatDateTime(d.delivered_at),
  },
  {
    key: 'order_id',
    title: 'Order',
    render: (d) => (
      <Anchor component={Link} to={href('supplier.order.edit.items', { orderId: d.order_id })} fz="sm">
        #{d.order_id}
      </Anchor>
    ),
    csv: (d) => String(d.order_id),
  },
  {
    key: 'item',
    exportAs: { path: ['hcpcs', 'item_name'] },
    title: 'Item',
    value: (d) => `${d.hcpcs} ${d.item_name}`,
    render: (d) => (
      <Text fz="sm" miw={140}>
        <b>{d.hcpcs}</b> {d.item_name}
      </Text>
    ),
  },
  {
    key: 'sku',
    exportAs: { path: 'sku.sku' },
    title: 'SKU',
    value: (d) => d.sku.sku,
    render: (d) => (
      <Text fz="sm" ff="monospace">
        {d.sku.sku}
      </Text>
    ),
  },
  { key: 'model', exportAs: { path: ['sku.manufacturer', 'sku.model'] }, title: 'Model', value: (d) => `${d.sku.manufacturer} ${d.sku.model}`.trim() },
  { key: 'quantity', title: 'Qty', align: 'right', width: 60 },
  {
    key: 'serial',
    title: 'Serial',
    value: (d) => d.serial ?? '',
    render: (d) =>
      d.serial ? (
        <Text fz="sm" ff="monospace">
          {d.serial}{' '}
          {d.serial_state && d.serial_state !== 'delivered' && (
            <Badge size="xs" variant="light">
              {SERIAL_STATE_LABELS[d.serial_state]}
            </Badge>
          )}
        </Text>
      ) : (
        <Text fz="sm" c="dimmed">
          —
        </Text>
      ),
  },
  { key: 'warehouse', exportAs: { path: 'warehouse.name' }, title: 'From', value: (d) => d.warehouse.name },
];

/** The patient's `sku` tab: what the company delivered, unit by unit (for recalls and audits). */
export function SkuTab({ patient }: { patient: Patient }) {
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const skus = useQuery(deliveredSkusQueryOptions(patient.id, { page: state.page, rowsPerPage: state.rowsPerPage }));
  return (
    <DataTable
      label="Delivered SKUs"
      columns={COLUMNS}
      {...serverListOf(skus)}
      state={state}
      onStateChange={setState}
      emptyText={skus.isError ? formErrorText(skus.error) : 'Nothing has been delivered to this patient yet.'}
      exportList={deliveredSkusExport(patient.id, `patient-${patient.id}-skus.csv`)}
    />
  );
}
