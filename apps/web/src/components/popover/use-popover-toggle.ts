import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { POPOVER } from '../defaults';

export interface PopoverToggleOptions {
  touchTolerance?: number;
  reshowBlockMs?: number;
}

/**
 * Open state of a click-to-open popover (foundation §9):
 * - a touch counts as a tap only if the finger moved at most 20 px (more is a scroll, and opens nothing);
 * - after the popover closes by itself (click outside, Escape), the trigger cannot reopen it for 300 ms, so the
 *   same tap that closed it does not open it again.
 */
export function usePopoverToggle({ touchTolerance = POPOVER.touchTolerance, reshowBlockMs = POPOVER.reshowBlockMs }: PopoverToggleOptions = {}) {
  const [opened, setOpened] = useState(false);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const ignoreClick = useRef(false);

  /** Closing that the user did not ask for with the trigger. */
  const autoClose = () => {
    if (!opened) return;
    closedAt.current = Date.now();
    setOpened(false);
  };

  const triggerProps = {
    'aria-expanded': opened,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      touchStart.current = event.pointerType === 'touch' ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = touchStart.current;
      touchStart.current = null;
      ignoreClick.current = start !== null && Math.hypot(event.clientX - start.x, event.clientY - start.y) > touchTolerance;
    },
    onClick: (_event: MouseEvent<HTMLElement>) => {
      if (ignoreClick.current) {
        ignoreClick.current = false;
        return;
      }
      if (!opened && Date.now() - closedAt.current < reshowBlockMs) return;
      setOpened(!opened);
    },
  };

  return { opened, setOpened, autoClose, triggerProps };
}
