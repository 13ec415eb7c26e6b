/** Dollars a money field holds ('' for none) as integer cents; null for none. */
export const dollarsToCents = (dollars: number | string): number | null =>
  dollars === '' || dollars === null || Number.isNaN(Number(dollars)) ? null : Math.round(Number(dollars) * 100);

/** Whole units typed in a number field (0 for anything else). */
export const wholeUnits = (value: number | string): number => (value === '' || Number.isNaN(Number(value)) ? 0 : Math.trunc(Number(value)));
