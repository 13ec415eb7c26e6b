/**
 * What an error log may say: the kind of error, PostgreSQL's code and the names it gives (table, column,
 * constraint), the failing statement's text, and the stack's frames, never the values. A failing query's
 * parameters, PostgreSQL's `detail` ("Key (email)=(...)"), and messages that quote a value ('invalid input syntax
 * for type date: "..."') can carry a patient's name, date of birth or member id, so they never reach the log.
 */
export interface SafeError {
  type: string;
  message: string;
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  query?: string;
  stack?: string;
  cause?: SafeError;
}

/** Quoted text in a message ("...") is where PostgreSQL and most libraries put values: it is replaced. */
const scrubQuoted = (message: string): string => message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");

/** The stack's frames only: its first line repeats the message, which may hold the values. */
const framesOf = (stack: unknown): string | undefined =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n') || undefined
    : undefined;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: '(not an Error)' };
  const e = err as Error & Record<string, unknown>;
  // Drizzle's DrizzleQueryError: `query` is the statement's text with $n placeholders, `params` the values.
  const isQueryError = typeof e.query === 'string' && 'params' in e;
  const out: SafeError = {
    type: e.name || 'Error',
    message: isQueryError ? 'Failed query' : scrubQuoted(e.message),
    code: str(e.code),
    table: str(e.table),
    column: str(e.column),
    constraint: str(e.constraint),
    routine: str(e.routine),
    query: isQueryError ? (e.query as string) : undefined,
    stack: framesOf(e.stack),
  };
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  for (const key of Object.keys(out) as (keyof SafeError)[]) if (out[key] === undefined) delete out[key];
  return out;
}
