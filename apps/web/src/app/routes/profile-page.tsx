import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { href, type WebRouteName } from '@dme/contract';
import { ProfileView } from '../../features/session';
import { isImplementedRoute } from '../implemented-routes';

export interface ProfileTab {
  route: WebRouteName;
  label: string;
}

/** Profile shell: its tabs (only those whose screen exists) and the tab's content, the read-only view by default. */
export function ProfilePage({ tabs, children }: { tabs: readonly ProfileTab[]; children?: ReactNode }) {
  const { pathname } = useLocation();
  const shown = tabs.filter((tab) => isImplementedRoute(tab.route));
  const active = shown.find((tab) => href(tab.route) === pathname)?.route ?? shown[0]?.route ?? null;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Profile & Staff
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
        {children ?? <ProfileView />}
      </Stack>
    </Container>
  );
}
