import type { ReactNode } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { TABLE } from '../defaults';

export interface VirtualRowsProps {
  count: number;
  scrollElement: HTMLDivElement | null;
  colSpan: number;
  /** A row and its expanded content (one or two `<tr>`s). */
  renderRow: (index: number) => ReactNode;
}

/**
 * Renders only the rows in view. Each row gets its own `<tbody>` (valid HTML) so a row and its expanded content
 * are measured together; where the browser reports no size (hidden, or tests), the estimates stand.
 */
export function VirtualRows({ count, scrollElement, colSpan, renderRow }: VirtualRowsProps) {
  // TanStack Virtual returns functions the React Compiler cannot memoise; this component does not rely on that.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => TABLE.virtualRowHeight,
    measureElement: (element) => element.getBoundingClientRect().height || TABLE.virtualRowHeight,
    // A scroll box that reports no height (hidden, or a test DOM) is taken as full height rather than as empty.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { width: rect.width, height: TABLE.virtualMaxHeight })),
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const spacer = (height: number, name: string) =>
    height > 0 ? (
      <tbody aria-hidden data-virtual-spacer={name}>
        <tr style={{ height }}>
          <td colSpan={colSpan} style={{ padding: 0, border: 0 }} />
        </tr>
      </tbody>
    ) : null;
  return (
    <>
      {spacer(top, 'top')}
      {items.map((item) => (
        <tbody key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
          {renderRow(item.index)}
        </tbody>
      ))}
      {spacer(bottom, 'bottom')}
    </>
  );
}
