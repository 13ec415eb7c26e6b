import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { href } from '@dme/contract';

const TABS = [
  { key: 'satisfaction', label: 'Satisfaction', to: () => href('supplier.charts.satisfaction.list') },
  { key: 'measurement', label: 'Measurement', to: () => href('supplier.charts.measurement') },
] as const;
export type ChartsTab = (typeof TABS)[number]['key'];

export interface ChartsPageProps {
  title: string;
  intro?: ReactNode;
  /** The charts bar's tab; absent on a survey's own screen. */
  tab?: ChartsTab;
  back?: { to: string; label: string };
  children: ReactNode;
}

/** Every charts screen: a title, the Satisfaction / Measurement bar and the content, at laptop and phone widths. */
export function ChartsPage({ title, intro, tab, back, children }: ChartsPageProps) {
  const navigate = useNavigate();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'lg' }} w="100%">
      <Stack gap="md">
        {back && (
          <Anchor component={Link} to={back.to} fz="sm">
            ← {back.label}
          </Anchor>
        )}
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {title}
          </Title>
          {intro && (
            <Text fz="sm" c="dimmed">
              {intro}
            </Text>
          )}
        </Stack>
        {tab && (
          <Tabs value={tab} onChange={(v) => v && void navigate(TABS.find((t) => t.key === v)!.to())}>
            <Tabs.List>
              {TABS.map((t) => (
                <Tabs.Tab key={t.key} value={t.key}>
                  {t.label}
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
