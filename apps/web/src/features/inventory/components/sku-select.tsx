import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { skuOptionsQueryOptions } from '../api/list-inventory';

export interface SkuRef {
  id: number;
  sku: string;
}

export interface SkuSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> {
  value: SkuRef | null;
  onChange: (sku: SkuRef | null) => void;
}

/** A SKU found by typing its code, maker, model or HCPCS code (the server searches; archived SKUs too). */
export function SkuSelect({ value, onChange, ...props }: SkuSelectProps) {
  const [search, setSearch] = useState(value?.sku ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // While the field shows the chosen code, offer the first SKUs rather than that one alone.
  const term = value && search === value.sku ? '' : debounced;
  const options = useQuery(skuOptionsQueryOptions(term));
  const found = options.data ?? [];
  const refs: SkuRef[] = value && !found.some((k) => k.id === value.id) ? [value, ...found] : found;
  return (
    <Select
      searchable
      clearable
      data={refs.map((k) => ({ value: String(k.id), label: k.sku }))}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => {
        const chosen = refs.find((k) => String(k.id) === id);
        onChange(chosen ? { id: chosen.id, sku: chosen.sku } : null);
      }}
      // The server matched the search already (maker, model and HCPCS too, not only the code shown).
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Searching…' : 'No SKU matches'}
      comboboxProps={{ offset: 6 }}
      {...props}
    />
  );
}
