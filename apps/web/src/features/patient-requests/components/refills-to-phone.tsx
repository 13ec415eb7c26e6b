import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatPhone, href, type RefillToPhone } from '@dme/contract';
import { DataTable, listEmptyText, TABLE, type DataTableColumn, type DataTableState, serverListOf } from '../../../components';
import { readServerError } from '../../../lib/http-error';
import { refillsToPhoneExport, refillsToPhoneQueryOptions } from '../api/refills-to-phone';

// On a phone: who to call, the number and the due date; the rest shows on wider screens (and stays in the CSV).
const COLUMNS: DataTableColumn<RefillToPhone>[] = [
  {
    key: 'patient',
    exportAs: { path: 'patient.name' },
    title: 'Patient',
    value: (r) => r.patient.name,
    render: (r) => (
      <Text fz="sm" fw={600}>
        {r.patient.name}
      </Text>
    ),
  },
  {
    key: 'phone',
    exportAs: { path: 'patient.phone', format: 'phone' },
    title: 'Phone',
    value: (r) => r.patient.phone ?? '',
    render: (r) =>
      r.patient.phone ? (
        <Anchor href={`tel:${r.patient.phone}`} fz="sm" onClick={(e) => e.stopPropagation()}>
          {formatPhone(r.patient.phone)}
        </Anchor>
      ) : (
        <Text fz="sm" c="gray.7">
          No phone
        </Text>
      ),
  },
  {
    key: 'item',
    visibleFrom: 'sm',
    exportAs: { path: ['item', 'hcpcs'] },
    title: 'Item',
    value: (r) => `${r.item} (${r.hcpcs})`,
    render: (r) => <Text fz="sm">{`${r.item} (${r.hcpcs})`}</Text>,
  },
  {
    key: 'due_date',
    exportAs: { format: 'date' },
    title: 'Due',
    sortable: true,
    value: (r) => formatDate(r.due_date),
    render: (r) => <Text fz="sm">{formatDate(r.due_date)}</Text>,
  },
  {
    key: 'order_id',
    visibleFrom: 'sm',
    title: 'Order',
    value: (r) => (r.order_id === null ? '' : `#${r.order_id}`),
    render: (r) => <Text fz="sm">{r.order_id === null ? '' : `#${r.order_id}`}</Text>,
  },
  {
    key: 'reminders_sent',
    visibleFrom: 'md',
    title: 'Reminders',
    value: (r) => r.reminders_sent,
    render: (r) => <Text fz="sm">{r.reminders_sent}</Text>,
  },
  {
    key: 'created_at',
    visibleFrom: 'lg',
    exportAs: { format: 'datetime' },
    title: 'Asked',
    sortable: true,
    value: (r) => formatDateTime(r.created_at),
    render: (r) => <Text fz="sm">{formatDateTime(r.created_at)}</Text>,
  },
  { key: 'email', exportAs: { path: 'patient.email' }, title: 'E-mail', hidden: true, value: (r) => r.patient.email ?? '' },
];

/**
 * "Refills to phone" (supplier dashboard): refill requests no patient answered after the mail and its reminders;
 * a row opens the order's history, where the call's outcome is noted. Hidden for staff who may not view orders.
 */
export function RefillsToPhone() {
  const navigate = useNavigate();
  const [state, setState] = useState<DataTableState>({ page: 1, rowsPerPage: TABLE.rowsPerPage, sortBy: null, sortType: null });
  const query = {
    page: state.page,
    rowsPerPage: state.rowsPerPage,
    ...(state.sortBy && state.sortType ? { sortBy: state.sortBy as 'due_date' | 'created_at', sortType: state.sortType } : {}),
  };
  const list = useQuery(refillsToPhoneQueryOptions(query));
  if (list.isError && readServerError(list.error).status === 403) return null;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="refills-to-phone-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="refills-to-phone-title">
          Refills to phone
        </Title>
        <Text fz="sm" c="gray.7">
          Patients who did not answer their refill request after the reminders. Open the order to note the call.
        </Text>
        <DataTable
          label="Refills to phone"
          columns={COLUMNS}
          {...serverListOf(list)}
          state={state}
          onStateChange={setState}
          emptyText={listEmptyText(list, 'Every refill request has its answer: nobody to phone.')}
          onRowClick={(r) => {
            if (r.order_id !== null) void navigate(href('supplier.order.edit.history', { orderId: r.order_id }));
          }}
          exportList={{ ...refillsToPhoneExport({}, 'refills-to-phone.csv'), columns: COLUMNS }}
        />
      </Stack>
    </Card>
  );
}
