import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from '@mantine/core';
import { warehouseOptionsQueryOptions } from '../api/list-warehouse-options';

export interface WarehouseSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value: number | null;
  onChange: (warehouseId: number | null) => void;
  /** Warehouses not offered (the one the units are in, for a move). */
  exclude?: readonly number[];
  /** Only active warehouses (receiving, moving); filters show every warehouse. */
  activeOnly?: boolean;
}

/** The company's warehouses by name; an inactive one says so. */
export function WarehouseSelect({ value, onChange, exclude = [], activeOnly = false, ...props }: WarehouseSelectProps) {
  const warehouses = useQuery(warehouseOptionsQueryOptions());
  const data = (warehouses.data ?? [])
    .filter((w) => !exclude.includes(w.id) && (!activeOnly || w.active || w.id === value))
    .map((w) => ({ value: String(w.id), label: w.active ? w.name : `${w.name} (inactive)` }));
  return (
    <Select
      // Typing helps only with many; a searchable select also opens its list on focus (a modal's first field).
      searchable={data.length > 8}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      nothingFoundMessage={warehouses.isPending ? 'Loading…' : 'No warehouse'}
      comboboxProps={{ offset: 6 }}
      {...props}
    />
  );
}
