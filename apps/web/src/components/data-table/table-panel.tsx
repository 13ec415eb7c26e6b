import { useId, type ReactNode } from 'react';
import { ActionIcon, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';

export interface TablePanelProps {
  title: string;
  icon: ReactNode;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  /** Shown as a small count on the trigger (e.g. active filters). */
  count?: number;
  children: ReactNode;
}

/** A toolbar button opening a titled panel; Escape (anywhere) and a click outside close it. */
export function TablePanel({ title, icon, opened, onOpenedChange, count = 0, children }: TablePanelProps) {
  const titleId = useId();
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') onOpenedChange(false);
  });
  return (
    <Popover opened={opened} onChange={onOpenedChange} position="bottom-end" shadow="md" width={280} withinPortal={false}>
      <Popover.Target>
        <Indicator label={count} size={16} disabled={count === 0} offset={4}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={title}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => onOpenedChange(!opened)}
          >
            {icon}
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <Stack gap="xs">
          <Text id={titleId} fw={700} fz="sm">
            {title}
          </Text>
          {children}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
