import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { href, type WebRouteName } from '@dme/contract';

/** The settings bar, in the order a new company sets things up. */
export const SETTINGS_TABS = [
  { key: 'tags', label: 'Tags', route: 'supplier.settings.tags' },
  { key: 'texts', label: 'Texts', route: 'supplier.settings.texts' },
  { key: 'tracking', label: 'Tracking actions', route: 'supplier.settings.tracking' },
] as const satisfies readonly { key: string; label: string; route: WebRouteName }[];
export type SettingsTabKey = (typeof SETTINGS_TABS)[number]['key'];

export interface SettingsPageProps {
  active: SettingsTabKey;
  intro?: ReactNode;
  children: ReactNode;
}

/** Every settings screen: the title, the tabs (links, so each tab has its URL) and the content. */
export function SettingsPage({ active, intro, children }: SettingsPageProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          Settings
        </Title>
        <Tabs value={active} keepMounted={false}>
          <Tabs.List>
            {SETTINGS_TABS.map((t) => (
              <Tabs.Tab key={t.key} value={t.key} renderRoot={(props) => <Link {...props} to={href(t.route)} />}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {intro && (
          <Text fz="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Container>
  );
}
