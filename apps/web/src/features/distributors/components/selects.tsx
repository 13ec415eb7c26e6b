import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { InventorySku, StockSkuSummary } from '@dme/contract';
import { distributorOptionsQueryOptions } from '../api/list-distributors';
import { skuOptionsQueryOptions } from '../api/list-sku-options';
import { warehouseOptionsQueryOptions } from '../api/list-warehouse-options';
import type { SkuOptionsQuery } from '../api/keys';

type IdSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: number | null;
  onChange: (id: number | null) => void;
  /** Only active ones (new orders); filters show every one. */
  activeOnly?: boolean;
};

const toValue = (id: number | null) => (id === null ? null : String(id));
const fromValue = (value: string | null) => (value === null ? null : Number(value));

/** The company's distributors by name; an inactive one says so. */
export function DistributorSelect({ value, onChange, activeOnly = false, ...props }: IdSelectProps) {
  const distributors = useQuery(distributorOptionsQueryOptions());
  const data = (distributors.data ?? [])
    .filter((d) => !activeOnly || d.active || d.id === value)
    .map((d) => ({ value: String(d.id), label: d.active ? d.name : `${d.name} (inactive)` }));
  return (
    <Select
      searchable
      data={data}
      value={toValue(value)}
      onChange={(next) => onChange(fromValue(next))}
      nothingFoundMessage={distributors.isPending ? 'Loading…' : 'No distributor'}
      comboboxProps={{ offset: 6 }}
      {...props}
    />
  );
}

/** The company's warehouses by name; an inactive one says so. */
export function WarehouseSelect({ value, onChange, activeOnly = false, ...props }: IdSelectProps) {
  const warehouses = useQuery(warehouseOptionsQueryOptions());
  const data = (warehouses.data ?? [])
    .filter((w) => !activeOnly || w.active || w.id === value)
    .map((w) => ({ value: String(w.id), label: w.active ? w.name : `${w.name} (inactive)` }));
  return (
    <Select
      searchable
      data={data}
      value={toValue(value)}
      onChange={(next) => onChange(fromValue(next))}
      nothingFoundMessage={warehouses.isPending ? 'Loading…' : 'No warehouse'}
      comboboxProps={{ offset: 6 }}
      {...props}
    />
  );
}

/** What a line keeps of a chosen SKU (the contract's summary, as order lines and products carry it). */
export const skuSummaryOf = (k: InventorySku): StockSkuSummary => ({
  id: k.id,
  sku: k.sku,
  manufacturer: k.manufacturer,
  model: k.model,
  serialized: k.serialized,
  equipment: { id: k.equipment.id, name: k.equipment.name, hcpcs: k.equipment.hcpcs },
});

export const skuLabel = (k: Pick<StockSkuSummary, 'sku' | 'manufacturer' | 'model'>) =>
  [k.sku, [k.manufacturer, k.model].filter(Boolean).join(' ')].filter(Boolean).join(' — ');

export interface SkuPickerProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> {
  value: StockSkuSummary | null;
  onChange: (sku: StockSkuSummary | null) => void;
  /** Only SKUs of one catalogue item, or over the counter ones. */
  scope?: Omit<SkuOptionsQuery, 'search'>;
}

/** A live SKU of the company, found by typing its code, maker, model or HCPCS (the server searches). */
export function SkuPicker({ value, onChange, scope = {}, ...props }: SkuPickerProps) {
  const [search, setSearch] = useState(value ? skuLabel(value) : '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // While the field shows the chosen SKU, offer the first SKUs rather than that one alone.
  const term = value && search === skuLabel(value) ? '' : debounced;
  const options = useQuery(skuOptionsQueryOptions({ ...scope, ...(term ? { search: term } : {}) }));
  const found = (options.data ?? []).filter((k) => !k.archived).map(skuSummaryOf);
  const refs = value && !found.some((k) => k.id === value.id) ? [value, ...found] : found;
  return (
    <Select
      searchable
      clearable
      data={refs.map((k) => ({ value: String(k.id), label: skuLabel(k) }))}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(refs.find((k) => String(k.id) === id) ?? null)}
      // The server matched the search already (maker, model and HCPCS too, not only the code shown).
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Searching…' : 'No SKU matches'}
      comboboxProps={{ offset: 6 }}
      {...props}
    />
  );
}
