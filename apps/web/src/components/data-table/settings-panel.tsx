import { useState } from 'react';
import { Button, Checkbox } from '@mantine/core';
import { TABLE } from '../defaults';
import { SettingsIcon } from '../icons';
import { TablePanel } from './table-panel';
import type { DataTableColumn } from './types';

export interface SettingsPanelProps<T> {
  columns: ReadonlyArray<DataTableColumn<T>>;
  hidden: ReadonlySet<string>;
  onHiddenChange: (hidden: Set<string>) => void;
}

/** 'Table settings': column visibility, with 'Show All'. */
export function SettingsPanel<T>({ columns, hidden, onHiddenChange }: SettingsPanelProps<T>) {
  const [opened, setOpened] = useState(false);
  const toggle = (key: string, visible: boolean) => {
    const next = new Set(hidden);
    if (visible) next.delete(key);
    else next.add(key);
    onHiddenChange(next);
  };
  return (
    <TablePanel title={TABLE.settingsTitle} icon={<SettingsIcon />} opened={opened} onOpenedChange={setOpened}>
      <Button variant="subtle" size="compact-sm" justify="flex-start" disabled={hidden.size === 0} onClick={() => onHiddenChange(new Set())}>
        {TABLE.showAllLabel}
      </Button>
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          label={column.title}
          checked={!hidden.has(column.key)}
          onChange={(e) => toggle(column.key, e.currentTarget.checked)}
        />
      ))}
    </TablePanel>
  );
}
