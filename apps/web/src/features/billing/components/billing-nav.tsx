import { Link } from 'react-router';
import { ScrollArea, Tabs } from '@mantine/core';
import { useMayOpen } from '../access';
import { BILLING_NAV, billingNavHref, type BillingNavKey } from '../routes';

/** The billing bar: links to the billing lists the user may open; on a phone the row scrolls sideways. */
export function BillingNav({ active }: { active: BillingNavKey | null }) {
  const mayOpen = useMayOpen();
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
      <Tabs value={active} activateTabWithKeyboard={false}>
        <Tabs.List aria-label="Billing" style={{ flexWrap: 'nowrap' }}>
          {BILLING_NAV.filter((n) => mayOpen(n.route)).map((n) => (
            <Tabs.Tab
              key={n.key}
              value={n.key}
              renderRoot={(props) => <Link to={billingNavHref(n.key)} {...props} />}
              style={{ whiteSpace: 'nowrap' }}
            >
              {n.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
