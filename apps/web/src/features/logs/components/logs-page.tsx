import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { href } from '@dme/contract';

const TABS = [
  { key: 'activity', label: 'Activity', to: () => href('supplier.logs') },
  { key: 'communication', label: 'Communication', to: () => href('supplier.logs.communication') },
] as const;
export type LogsTab = (typeof TABS)[number]['key'];

/** The logs screens: a title, the two logs as tabs, and the list, at laptop and phone widths. */
export function LogsPage({ tab, intro, children }: { tab: LogsTab; intro: ReactNode; children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            Logs
          </Title>
          <Text fz="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
        <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x">
          <Tabs value={tab} activateTabWithKeyboard={false}>
            <Tabs.List aria-label="Logs" style={{ flexWrap: 'nowrap' }}>
              {TABS.map((t) => (
                <Tabs.Tab key={t.key} value={t.key} renderRoot={(props) => <Link to={t.to()} {...props} />}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </ScrollArea>
        {children}
      </Stack>
    </Container>
  );
}
