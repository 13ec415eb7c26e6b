import { useState } from 'react';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { TABLE } from '../defaults';
import { FilterIcon } from '../icons';
import { TablePanel } from './table-panel';
import type { DataTableColumn, DataTableFilters } from './types';

export interface FilterPanelProps<T> {
  columns: ReadonlyArray<DataTableColumn<T>>;
  filters: DataTableFilters;
  onApply: (filters: DataTableFilters) => void;
}

/** 'Table filters': one field per column that declares a filter; 'Add Filters' applies them. */
export function FilterPanel<T>({ columns, filters, onApply }: FilterPanelProps<T>) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<DataTableFilters>(filters);
  const filterable = columns.filter((c) => c.filter);
  const open = (next: boolean) => {
    if (next) setDraft(filters);
    setOpened(next);
  };
  const apply = () => {
    onApply(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
    setOpened(false);
  };
  const activeCount = Object.values(filters).filter((v) => v !== '').length;
  return (
    <TablePanel title={TABLE.filtersTitle} icon={<FilterIcon />} opened={opened} onOpenedChange={open} count={activeCount}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        {filterable.map((column) => {
          const filter = column.filter!;
          const label = filter.label ?? column.title;
          const set = (value: string) => setDraft((d) => ({ ...d, [column.key]: value }));
          return filter.type === 'select' ? (
            <NativeSelect
              key={column.key}
              label={label}
              mb="xs"
              value={draft[column.key] ?? ''}
              data={[{ value: '', label: 'All' }, ...(filter.options ?? [])]}
              onChange={(e) => set(e.currentTarget.value)}
            />
          ) : (
            <TextInput key={column.key} label={label} mb="xs" value={draft[column.key] ?? ''} onChange={(e) => set(e.currentTarget.value)} />
          );
        })}
        <Button type="submit" size="xs" fullWidth>
          {TABLE.addFiltersLabel}
        </Button>
      </form>
    </TablePanel>
  );
}
