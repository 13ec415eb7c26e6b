import { ScrollArea, Tabs } from '@mantine/core';
import { SHIPPING_STATUS_LABELS, SUBORDER_LIST_STATUSES } from '@dme/contract';

const label = (status: string) => (status === 'all' ? 'All' : (SHIPPING_STATUS_LABELS as Record<string, string>)[status]);

/** A known list status (`all` or a shipping status key), `all` for anything else. */
export const knownListStatus = (status: string | undefined) =>
  status && (SUBORDER_LIST_STATUSES as readonly string[]).includes(status) ? status : 'all';

/** One tab per shipping status and `All`; on narrow screens the row scrolls sideways instead of wrapping. */
export function ShippingStatusTabs({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
      <Tabs value={value} onChange={(next) => next && onChange(next)} activateTabWithKeyboard={false}>
        <Tabs.List aria-label="Shipping status" style={{ flexWrap: 'nowrap' }}>
          {SUBORDER_LIST_STATUSES.map((status) => (
            <Tabs.Tab key={status} value={status} style={{ whiteSpace: 'nowrap' }}>
              {label(status)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
