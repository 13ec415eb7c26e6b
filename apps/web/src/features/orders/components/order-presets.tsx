import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MAX_ITEM_QUANTITY, type CatalogPreset, type Order } from '@dme/contract';
import { call } from '../../../lib/http';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { catalogKeys, PRESET_CALLS } from '../../catalog';
import { lockedText, useOrderAccess } from '../access';
import { useAddItems } from '../api/items';

/** The server adds at most this many lines per call. */
const ITEMS_PER_CALL = 20;
const PRESETS_PAGE = { page: 1, rowsPerPage: 100 } as const;

function PresetCard({ order, preset }: { order: Order; preset: CatalogPreset }) {
  const add = useAddItems('doctor', order.id);
  const items = preset.items.map((i) => ({ equipment_id: i.equipment_id, quantity: Math.min(i.qty, MAX_ITEM_QUANTITY) }));
  const run = async () => {
    try {
      for (let at = 0; at < items.length; at += ITEMS_PER_CALL) await add.mutateAsync(items.slice(at, at + ITEMS_PER_CALL));
      notify.success(`The items of “${preset.name}” were added`);
    } catch {
      // The error catalogue showed the server's reason (an item over its usual units per order, for one).
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={preset.name}>
      <Group justify="space-between" wrap="nowrap" mb="xs" align="flex-start">
        <Title order={3} fz="md">
          {preset.name}
        </Title>
        <Button
          size="compact-sm"
          variant="light"
          loading={add.isPending}
          onClick={() => void run()}
          aria-label={`Add the items of ${preset.name}`}
        >
          Add items
        </Button>
      </Group>
      <Stack gap={2}>
        {preset.items.map((i) => (
          <Text key={i.equipment_id} fz="sm">
            <Text span ff="monospace" fw={600}>
              {i.equipment?.hcpcs ?? '—'}
            </Text>{' '}
            {i.equipment?.name ?? 'Item no longer in the catalog'} × {i.qty}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** The practice's catalog presets; one click puts a preset's items into the order. */
export function OrderPresets({ order }: { order: Order }) {
  const access = useOrderAccess('doctor', order);
  const presets = useQuery({
    queryKey: catalogKeys.presetList('doctor', PRESETS_PAGE),
    queryFn: ({ signal }) => call(PRESET_CALLS.doctor.list, { query: PRESETS_PAGE, signal }),
  });
  if (!access.editPrescription) {
    return (
      <Alert color="gray" variant="light">
        {order.deleted_at ? 'The order is archived.' : lockedText('doctor')}
      </Alert>
    );
  }
  if (presets.isPending) return <Loader size="sm" aria-label="Loading the presets" />;
  if (presets.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorText(presets.error)}
      </Alert>
    );
  }
  if (presets.data.data.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        The practice has no presets yet; they are made in the catalog.
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {presets.data.data.map((preset) => (
        <PresetCard key={preset.id} order={order} preset={preset} />
      ))}
    </SimpleGrid>
  );
}
