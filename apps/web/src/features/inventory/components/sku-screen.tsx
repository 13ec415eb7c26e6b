import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { formErrorText, readServerError } from '../../../lib/http-error';
import { inventorySkuQueryOptions } from '../api/get-inventory-sku';
import { inventoryListHref, isId } from '../routes';
import { ArchivedBadge, BelowParBadge, SerializedBadge } from './badges';
import { makerModel } from './sku-columns';
import { ShelvesSection } from './shelves-section';
import { SerialsTable } from './serials-table';
import { SkuDetailsCard } from './sku-details-card';
import { StockFrame } from './stock-frame';
import { StockLogsTable } from './stock-logs-table';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** One SKU: its details, its shelf in each warehouse with the stock actions, its units and its movements. */
export function SkuScreen({ skuId }: { skuId: number }) {
  const sku = useQuery({ ...inventorySkuQueryOptions(skuId), enabled: isId(skuId) });
  const back = { to: inventoryListHref(), label: 'Inventory' };

  if (!isId(skuId) || (sku.isError && readServerError(sku.error).status === 404))
    return (
      <StockFrame title="SKU not found" back={back}>
        <Alert color="yellow" variant="light">
          This SKU does not exist in your inventory.
        </Alert>
      </StockFrame>
    );
  if (sku.isError)
    return (
      <StockFrame title="Inventory" back={back}>
        <Alert color="red" variant="light" role="alert">
          {formErrorText(sku.error)}
        </Alert>
      </StockFrame>
    );
  if (!sku.data) return <PageLoader />;

  const k = sku.data;
  return (
    <StockFrame
      title={k.sku}
      back={back}
      description={
        <Group gap="xs" data-testid="sku-summary">
          <Text fz="sm" c="dimmed">
            {k.equipment.hcpcs} · {k.equipment.name}
            {makerModel(k) && ` · ${makerModel(k)}`}
          </Text>
          {k.serialized && <SerializedBadge />}
          {k.below_par && <BelowParBadge />}
          {k.archived && <ArchivedBadge />}
        </Group>
      }
    >
      <SkuDetailsCard key={k.updated_at} sku={k} />
      <ShelvesSection sku={k} />
      {k.serialized && (
        <Section title="Serial numbers">
          <SerialsTable skuId={k.id} skuCode={k.sku} />
        </Section>
      )}
      <Section title="Recent movements">
        <StockLogsTable fixed={{ sku_id: k.id }} label="Movements of this SKU" csvFileName={`${k.sku}-movements.csv`} />
      </Section>
    </StockFrame>
  );
}
