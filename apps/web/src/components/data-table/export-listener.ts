/** A table exported as CSV in the browser: which one (its label) and how many rows, never the rows. */
export interface TableExport {
  table: string;
  rows: number;
}

type Listener = (event: TableExport) => void;
let listener: Listener | undefined;

/**
 * The app records every browser-side export on the activity log (HIPAA: exports of patient data are traceable);
 * the table only reports that one happened. Answers a function that stops listening.
 */
export function onTableExport(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = undefined;
  };
}

export const notifyTableExport = (event: TableExport): void => listener?.(event);
