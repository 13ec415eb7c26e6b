import { Group, Stack, Text } from '@mantine/core';
import type { StockSkuSummary } from '@dme/contract';
import { SerializedBadge } from './badges';

/** A SKU as the tables show it: code, maker and model, the catalogue item under. */
export function SkuCell({ sku }: { sku: StockSkuSummary }) {
  return (
    <Stack gap={0} miw={170}>
      <Group gap={6} wrap="nowrap">
        <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {sku.sku}
        </Text>
        {sku.serialized && <SerializedBadge />}
      </Group>
      <Text fz="xs" c="dimmed">
        {[sku.manufacturer, sku.model].filter(Boolean).join(' ') || '—'}
      </Text>
      <Text fz="xs" c="dimmed">
        {sku.equipment.hcpcs} · {sku.equipment.name}
      </Text>
    </Stack>
  );
}

/** The SKU's maker and model (else its catalogue item) for a CSV cell. */
export const skuDescription = (sku: StockSkuSummary) =>
  [sku.manufacturer, sku.model].filter(Boolean).join(' ') || `${sku.equipment.hcpcs} ${sku.equipment.name}`;
