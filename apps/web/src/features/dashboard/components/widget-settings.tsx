import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { FormErrorText, Modal } from '../../../components';
import { notify } from '../../../lib/notify';
import { useSaveDashboardSettings } from '../api/widgets';

export interface CatalogueWidget {
  key: string;
  title: string;
  description: string;
}

export interface WidgetSettingsProps {
  opened: boolean;
  onClose: () => void;
  /** The widgets shown now, in order. */
  chosen: readonly string[];
  /** What the user may choose from (`dashboard/widgets`). */
  catalogue: readonly CatalogueWidget[];
}

function move(list: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...list];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

function SettingsForm({ chosen, catalogue, onClose }: Omit<WidgetSettingsProps, 'opened'>) {
  const available = new Set(catalogue.map((w) => w.key));
  const [order, setOrder] = useState<string[]>(() => chosen.filter((key) => available.has(key)));
  const save = useSaveDashboardSettings();
  const byKey = new Map(catalogue.map((w) => [w.key, w]));
  const rows = [...order, ...catalogue.map((w) => w.key).filter((key) => !order.includes(key))];

  const toggle = (key: string) => setOrder((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));
  const submit = async () => {
    try {
      await save.mutateAsync(order);
      notify.success('Your dashboard has been saved.');
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Choose the widgets to show and put them in the order you like.
      </Text>
      <Stack gap="xs" role="list" aria-label="Dashboard widgets">
        {rows.map((key) => {
          const widget = byKey.get(key);
          const index = order.indexOf(key);
          const shown = index >= 0;
          return (
            <Paper key={key} withBorder radius="sm" p="xs" role="listitem" data-widget-option={key}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Checkbox
                  checked={shown}
                  onChange={() => toggle(key)}
                  label={widget?.title ?? key}
                  description={widget?.description}
                  styles={{ body: { alignItems: 'flex-start' } }}
                />
                {shown && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={`Move ${widget?.title ?? key} up`}
                      disabled={index === 0}
                      onClick={() => setOrder((o) => move(o, index, -1))}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={`Move ${widget?.title ?? key} down`}
                      disabled={index === order.length - 1}
                      onClick={() => setOrder((o) => move(o, index, 1))}
                    >
                      ↓
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <FormErrorText error={save.error} />
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/** The "Customize" dialog: which widgets the dashboard shows, in which order (saved with `PUT dashboard/settings`). */
export function WidgetSettings({ opened, onClose, chosen, catalogue }: WidgetSettingsProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Customize dashboard" size="md">
      {/* Mounted per opening: the form starts from what is saved. */}
      {opened && <SettingsForm chosen={chosen} catalogue={catalogue} onClose={onClose} />}
    </Modal>
  );
}
