import { useQuery } from '@tanstack/react-query';
import { TagsInput } from '@mantine/core';
import { serialNumbersQueryOptions } from '../api/list-serial-numbers';

export interface SerialPickerProps {
  skuId: number;
  warehouseId: number;
  label: string;
  value: string[];
  onChange: (serials: string[]) => void;
  error?: string;
}

/** Serial numbers typed or picked among the units in stock on the shelf (a move, a retirement). */
export function SerialPicker({ skuId, warehouseId, label, value, onChange, error }: SerialPickerProps) {
  const units = useQuery(serialNumbersQueryOptions(skuId, { page: 1, rowsPerPage: 100, state: 'in_stock', warehouse_id: warehouseId }));
  return (
    <TagsInput
      label={label}
      description="Type or pick them; Enter, comma or space adds one."
      placeholder={value.length === 0 ? 'Serial numbers' : undefined}
      data={(units.data?.data ?? []).map((u) => u.serial)}
      value={value}
      onChange={onChange}
      splitChars={[',', ' ', ';']}
      clearable
      acceptValueOnBlur
      error={error}
      comboboxProps={{ offset: 6 }}
      styles={{ pill: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
    />
  );
}
