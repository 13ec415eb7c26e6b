import { ScrollArea, Tabs } from '@mantine/core';
import type { StatusFilter } from './status-filters';

export interface StatusTabsProps {
  filters: readonly StatusFilter[];
  value: string;
  onChange: (status: string) => void;
}

/** One tab per status filter; on narrow screens the row scrolls sideways instead of wrapping into many lines. */
export function StatusTabs({ filters, value, onChange }: StatusTabsProps) {
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
      <Tabs value={value} onChange={(next) => next && onChange(next)} activateTabWithKeyboard={false}>
        <Tabs.List aria-label="Order status" style={{ flexWrap: 'nowrap' }}>
          {filters.map((f) => (
            <Tabs.Tab key={f.status} value={f.status} style={{ whiteSpace: 'nowrap' }}>
              {f.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
