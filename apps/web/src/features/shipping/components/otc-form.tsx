import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { InventorySku } from '@dme/contract';
import { QuantityInput } from '../../../components';
import { formErrorText } from '../../../lib/http-error';
import { notify } from '../../../lib/notify';
import { otcSkuOptionsQueryOptions, useAddSuborderOtc } from '../api/otc';

const skuLabel = (k: InventorySku) => `${k.sku} — ${k.equipment.name} (${k.available} free)`;

/** Sells an over-the-counter SKU with the delivery: its units are reserved in the suborder's warehouse. */
export function OtcForm({ suborderId, warehouseId }: { suborderId: number; warehouseId: number | null }) {
  const add = useAddSuborderOtc(suborderId);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<InventorySku | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // While the field shows the chosen SKU, offer the first SKUs rather than that one alone.
  const term = picked && search === skuLabel(picked) ? '' : debounced;
  const skus = useQuery(otcSkuOptionsQueryOptions(warehouseId, term));
  const found = (skus.data ?? []).filter((k) => !k.archived);
  const options = picked && !found.some((k) => k.id === picked.id) ? [picked, ...found] : found;
  const [quantity, setQuantity] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!picked) {
      setFailure('Choose the SKU to add.');
      return;
    }
    try {
      await add.mutateAsync({ sku_id: picked.id, quantity });
      notify.success(`${picked.sku} × ${quantity} was added`);
      setPicked(null);
      setSearch('');
      setQuantity(1);
    } catch (error) {
      setFailure(formErrorText(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Add an OTC item" noValidate>
      <Stack gap="xs">
        <Text fz="sm" fw={600}>
          Add an over-the-counter item
        </Text>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label="SKU"
            placeholder="Type a SKU, maker or HCPCS"
            searchable
            clearable
            data={options.map((k) => ({ value: String(k.id), label: skuLabel(k) }))}
            value={picked ? String(picked.id) : null}
            searchValue={search}
            onSearchChange={setSearch}
            onChange={(id) => setPicked(options.find((k) => String(k.id) === id) ?? null)}
            // The server matched the search already (maker, model and HCPCS too, not only the code shown).
            filter={({ options: all }) => all}
            nothingFoundMessage={skus.isFetching ? 'Searching…' : 'No OTC SKU matches'}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <QuantityInput label="Quantity" showLabel value={quantity} onChange={setQuantity} min={1} max={99} />
          <Button type="submit" loading={add.isPending}>
            Add OTC item
          </Button>
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
