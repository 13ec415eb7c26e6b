export { Popover, Tooltip, type PopoverProps, type TooltipProps } from './popover';
export { usePopoverToggle, type PopoverToggleOptions } from './use-popover-toggle';
