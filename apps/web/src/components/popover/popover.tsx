import type { ReactNode } from 'react';
import { ActionIcon, Popover as MantinePopover, Tooltip as MantineTooltip, type PopoverProps as MantinePopoverProps, type TooltipProps as MantineTooltipProps } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { POPOVER } from '../defaults';
import { usePopoverToggle } from './use-popover-toggle';

export interface PopoverProps extends Pick<MantinePopoverProps, 'position' | 'width' | 'withArrow' | 'shadow'> {
  /** Accessible name of the trigger button. */
  label: string;
  /** The trigger's content ('?' by default). */
  trigger?: ReactNode;
  children: ReactNode;
}

/** A click-to-open info popover with the touch tolerance and re-show block of `usePopoverToggle`. */
export function Popover({ label, trigger = '?', children, position = 'bottom', width = 280, withArrow = true, shadow = 'md' }: PopoverProps) {
  const { opened, autoClose, triggerProps } = usePopoverToggle();
  // Escape closes it wherever the focus is (Mantine's own handler covers only focus inside the dropdown).
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') autoClose();
  });
  return (
    <MantinePopover opened={opened} onDismiss={autoClose} position={position} width={width} withArrow={withArrow} shadow={shadow} trapFocus={false}>
      <MantinePopover.Target>
        <ActionIcon variant="light" radius="xl" size="sm" aria-label={label} aria-haspopup="dialog" {...triggerProps}>
          {trigger}
        </ActionIcon>
      </MantinePopover.Target>
      <MantinePopover.Dropdown role="dialog" aria-label={label}>
        {children}
      </MantinePopover.Dropdown>
    </MantinePopover>
  );
}

export type TooltipProps = MantineTooltipProps;

/** Mantine's tooltip with the spec's delays (0 ms to open and to close). */
export function Tooltip({ openDelay = POPOVER.tooltipOpenDelay, closeDelay = POPOVER.tooltipCloseDelay, events, ...props }: TooltipProps) {
  return <MantineTooltip openDelay={openDelay} closeDelay={closeDelay} events={events ?? { hover: true, focus: true, touch: true }} {...props} />;
}
