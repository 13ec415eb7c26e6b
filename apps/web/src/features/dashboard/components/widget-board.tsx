import { useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Grid, Group, Skeleton, Text, Title } from '@mantine/core';
import { DASHBOARD_WIDGETS } from '@dme/contract';
import { dashboardSettingsQueryOptions, widgetCatalogueQueryOptions } from '../api/widgets';
import { WidgetSettings } from './widget-settings';
import { AwaitingSignatureWidget } from './widgets/awaiting-signature-widget';
import { CallsTodayWidget } from './widgets/calls-today-widget';
import { LatestTasksWidget } from './widgets/latest-tasks-widget';
import { OrdersByStatusWidget } from './widgets/orders-by-status-widget';
import { TasksDueTodayWidget } from './widgets/tasks-due-today-widget';

/** How each widget of the contract's catalogue is drawn, and whether it takes the full width. */
const WIDGETS: Readonly<Record<string, { Component: ComponentType<{ title: string }>; wide: boolean }>> = {
  'latest-tasks': { Component: LatestTasksWidget, wide: true },
  'orders-by-status': { Component: OrdersByStatusWidget, wide: false },
  'tasks-due-today': { Component: TasksDueTodayWidget, wide: false },
  'calls-today': { Component: CallsTodayWidget, wide: false },
  'awaiting-signature': { Component: AwaitingSignatureWidget, wide: false },
};

const CONTRACT_TITLES = new Map<string, string>(DASHBOARD_WIDGETS.map((w) => [w.key, w.title]));

/** The widgets the user chose (`dashboard/settings`), in their order, with the control to change them. */
export function WidgetBoard() {
  const settings = useQuery(dashboardSettingsQueryOptions());
  const catalogue = useQuery(widgetCatalogueQueryOptions());
  const [customizing, setCustomizing] = useState(false);
  const titleOf = (key: string) => catalogue.data?.find((w) => w.key === key)?.title ?? CONTRACT_TITLES.get(key) ?? key;
  const shown = (settings.data ?? []).filter((key) => key in WIDGETS);

  return (
    <>
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="xl">
          Overview
        </Title>
        <Button variant="default" size="xs" onClick={() => setCustomizing(true)} disabled={!settings.data || !catalogue.data}>
          Customize
        </Button>
      </Group>
      {settings.isPending ? (
        <Skeleton h={160} radius="md" />
      ) : shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          No widgets are shown. Use Customize to choose some.
        </Text>
      ) : (
        <Grid gap={{ base: 'sm', sm: 'md' }}>
          {shown.map((key) => {
            const { Component, wide } = WIDGETS[key]!;
            return (
              <Grid.Col key={key} span={{ base: 12, md: wide ? 12 : 6, xl: wide ? 12 : 4 }}>
                <Component title={titleOf(key)} />
              </Grid.Col>
            );
          })}
        </Grid>
      )}
      <WidgetSettings
        opened={customizing}
        onClose={() => setCustomizing(false)}
        chosen={settings.data ?? []}
        catalogue={catalogue.data ?? []}
      />
    </>
  );
}
