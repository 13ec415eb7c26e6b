import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { href, type WebRouteName } from '@dme/contract';
import { isImplementedRoute } from '../implemented-routes';

export interface CatalogTab {
  route: WebRouteName;
  label: string;
}

/** Catalog screens of either side: the heading, a tab per section (the screens that exist), the section. */
export function CatalogShell({ tabs, active, children }: { tabs: readonly CatalogTab[]; active: WebRouteName; children: ReactNode }) {
  const shown = tabs.filter((tab) => isImplementedRoute(tab.route));
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Catalog
        </Title>
        {shown.length > 1 && (
          <Tabs value={active}>
            <Tabs.List>
              {shown.map((tab) => (
                <Tabs.Tab key={tab.route} value={tab.route} renderRoot={(props) => <Link to={href(tab.route)} {...props} />}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        )}
        {children}
      </Stack>
    </Container>
  );
}
