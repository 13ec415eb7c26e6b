import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Group, Radio, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate } from '@dme/contract';
import { StatusBadge } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { patientOrdersQueryOptions } from '../api/find-patient-orders';

export interface PatientOrderSearchProps {
  value: number | null;
  onChange: (orderId: number) => void;
}

/** The company's current patient orders not yet out for delivery, found by order number or patient; one is chosen. */
export function PatientOrderSearch({ value, onChange }: PatientOrderSearchProps) {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const orders = useQuery(patientOrdersQueryOptions(searched));
  const rows = orders.data ?? [];

  return (
    <Stack gap="xs">
      <TextInput
        type="search"
        label="Patient order"
        description="Orders before Delivery; search by order number or patient name"
        placeholder="e.g. 1024 or Jane Doe"
        aria-label="Search patient orders"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {orders.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorText(orders.error)}
        </Alert>
      ) : (
        <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
          <Radio.Group value={value === null ? null : String(value)} onChange={(id) => onChange(Number(id))} aria-label="Patient orders">
            <Table verticalSpacing={6} highlightOnHover aria-label="Patient orders found">
              <Table.Tbody>
                {rows.map((o) => (
                  <Table.Tr
                    key={o.id}
                    onClick={() => onChange(o.id)}
                    style={{ cursor: 'pointer' }}
                    data-selected={o.id === value || undefined}
                  >
                    <Table.Td w={36}>
                      <Radio value={String(o.id)} aria-label={`Order #${o.id}`} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="wrap">
                        <Text fz="sm" fw={600}>
                          #{o.id}
                        </Text>
                        <Text fz="sm">{o.patient?.full_name ?? 'No patient'}</Text>
                        <StatusBadge status={o.status} size="sm" />
                      </Group>
                      <Text fz="xs" c="dimmed">
                        {o.items_count} {o.items_count === 1 ? 'item' : 'items'} · created {formatDate(o.created_at)}
                        {o.doctor ? ` · ${o.doctor.name}` : ''}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Radio.Group>
          {!orders.isPending && rows.length === 0 && (
            <Text fz="sm" c="dimmed" ta="center" py="md">
              {searched ? 'No order before Delivery matches.' : 'No orders before Delivery.'}
            </Text>
          )}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
