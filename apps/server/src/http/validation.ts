import type { z } from 'zod';
import { AppError, type FieldErrors } from '../lib/app-error';
import { refuseHostileInput } from './hostile-input';

/** zod issues -> Laravel's `{ field: [messages] }`, with dotted paths for nested fields. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function parseOrThrow<T extends z.ZodType>(schema: T | undefined, value: unknown): z.infer<T> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error);
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const more = Object.keys(errors).length - 1;
  throw new AppError('validation', more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first, errors);
}

/** A query parsed by its schema and refused when it holds what no field holds (hostile-input.ts). */
export function parseQueryOrThrow<T extends z.ZodType>(schema: T | undefined, value: unknown): z.infer<T> | undefined {
  const query = parseOrThrow(schema, value);
  refuseHostileInput(query);
  return query;
}

/** Distinct query strings one endpoint keeps parsed; past it the memory starts again. */
const QUERIES_PER_ENDPOINT = 500;
/** How long a parsed query is kept: a schema that reads the clock (a date "not in the future") is at most this late. */
const QUERY_MEMORY_MS = 60_000;

/**
 * A GET endpoint's query parser that remembers what it parsed, by the query string itself. Screens ask for the
 * same few query strings all day (a list's default page, its tabs), and a schema's answer depends on the text
 * alone. Validating the same query again cost a list request 9-17 us of the server's 185-195 us of CPU (alternating
 * runs of the supplier's orders list under 50 connections: 3-5% more requests a second with the memory), although
 * the same parse takes 0.3 us in a loop: between two requests the server's working set leaves little of zod in the
 * CPU's caches. Only accepted queries are kept (parsed and past the hostile-input check, so a kept one is not walked
 * again), frozen, so no handler can change what the next request receives; a refused query is parsed (and answered
 * 422) every time.
 */
export function rememberingQueryParser<T extends z.ZodType>(schema: T): (queryString: string, value: unknown) => z.infer<T> | undefined {
  let parsed = new Map<string, z.infer<T>>();
  let since = Date.now();
  return (queryString, value) => {
    const now = Date.now();
    if (now - since > QUERY_MEMORY_MS || parsed.size >= QUERIES_PER_ENDPOINT) {
      parsed = new Map();
      since = now;
    }
    const known = parsed.get(queryString);
    if (known !== undefined) return known;
    const fresh = deepFreeze(parseQueryOrThrow(schema, value) as z.infer<T>);
    parsed.set(queryString, fresh);
    return fresh;
  };
}

function deepFreeze<V>(value: V): V {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
