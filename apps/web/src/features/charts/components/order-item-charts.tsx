import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MEASUREMENT_KIND_LABELS } from '@dme/contract';
import { Modal } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { itemChartsQueryOptions } from '../api/item-charts';
import { ChartSigning, SignedChart } from './chart-signing';
import { MeasurementForm } from './measurement-form';
import { ChartStatusBadge } from './measurement-list';
import { SurveyStatusBadge } from './satisfaction-list';

export interface ChartItem {
  id: number;
  hcpcs: string;
  name: string;
}

function ItemRow({ item, onOpen }: { item: ChartItem; onOpen: () => void }) {
  const charts = useQuery(itemChartsQueryOptions(item.id));
  const m = charts.data?.measurement;
  const s = charts.data?.satisfaction;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" py={4} data-item={item.id}>
      <Stack gap={0} style={{ flex: '1 1 220px' }}>
        <Text fz="sm" fw={600}>
          {item.hcpcs} {item.name}
        </Text>
        {charts.isPending ? (
          <Loader size="xs" />
        ) : charts.isError ? (
          <Text fz="xs" c="red">
            {formErrorText(charts.error)}
          </Text>
        ) : (
          <Group gap={6}>
            {m ? <ChartStatusBadge status={m.status} /> : <Text fz="xs" c="dimmed">No measurement chart</Text>}
            {m && <Text fz="xs" c="dimmed">{MEASUREMENT_KIND_LABELS[m.kind]}</Text>}
            {s && (
              <>
                <Text fz="xs" c="dimmed">· Survey</Text>
                <SurveyStatusBadge status={s.status} />
              </>
            )}
          </Group>
        )}
      </Stack>
      <Button size="xs" variant="light" onClick={onOpen}>
        Measurement chart
      </Button>
    </Group>
  );
}

function ChartDialog({ item, onClose }: { item: ChartItem; onClose: () => void }) {
  const charts = useQuery(itemChartsQueryOptions(item.id));
  const chart = charts.data?.measurement ?? null;
  return (
    <Modal opened onClose={onClose} title={`Measurement chart · ${item.hcpcs} ${item.name}`} size="lg">
      {charts.isPending ? (
        <Loader />
      ) : charts.isError ? (
        <Text c="red">{formErrorText(charts.error)}</Text>
      ) : chart?.status === 'signed' ? (
        <SignedChart chart={chart} />
      ) : (
        <Stack gap="lg">
          <MeasurementForm key={chart?.updated_at ?? 'new'} itemId={item.id} chart={chart} />
          {chart && <ChartSigning chart={chart} />}
        </Stack>
      )}
    </Modal>
  );
}

/** The order's items with their measurement charts (braces, garments, seating) and delivery surveys. */
export function OrderItemCharts({ items }: { items: readonly ChartItem[] }) {
  const [open, setOpen] = useState<ChartItem | null>(null);
  if (!items.length) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Title order={2} fz="md" mb="xs">
        Charts
      </Title>
      <Stack gap={0}>
        {items.map((item) => (
          <ItemRow key={item.id} item={item} onOpen={() => setOpen(item)} />
        ))}
      </Stack>
      {open && <ChartDialog item={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
