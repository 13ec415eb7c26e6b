import { within } from '@testing-library/react';

/**
 * An element's text as a wide screen shows it: without what a cell writes for phones only (`hiddenFrom`, e.g. the
 * patient under a claim number, where a laptop has a column for it).
 */
export function wideText(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const phoneOnly of copy.querySelectorAll('[class*="mantine-hidden-from-"]')) phoneOnly.remove();
  return copy.textContent ?? '';
}

/**
 * Every cell of a row as a wide screen reads it, including the columns the test window (1024 px) hides because they
 * show only from a wider breakpoint (`visibleFrom`: the role query skips them unless asked for hidden ones).
 */
export const allCellTexts = (row: HTMLElement): string[] => within(row).getAllByRole('cell', { hidden: true }).map(wideText);

/** Every column header, including those shown only on wider screens. */
export const allHeaderTexts = (table: HTMLElement): string[] => within(table).getAllByRole('columnheader', { hidden: true }).map(wideText);
