import { Link } from 'react-router';
import { ScrollArea, Tabs } from '@mantine/core';

/** The paid / pending (/ other) tabs of one agent's or driver's report, keeping the period in the link. */
export function PersonTabs<K extends string>({ tabs, active, hrefOf }: { tabs: readonly { key: K; label: string }[]; active: K; hrefOf: (key: K) => string }) {
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
      <Tabs value={active} activateTabWithKeyboard={false} variant="pills">
        <Tabs.List aria-label="Lines" style={{ flexWrap: 'nowrap' }}>
          {tabs.map((t) => (
            <Tabs.Tab key={t.key} value={t.key} renderRoot={(props) => <Link to={hrefOf(t.key)} {...props} />}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
