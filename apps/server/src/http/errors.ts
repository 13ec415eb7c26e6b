import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * One error shape for every answer: `{ message, errors? }` with the right status (ARCHITECTURE rule 3).
 * Unexpected errors answer 500 with a generic message; the stack goes to the log only.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.status).send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    const refused = databaseRefusal(err);
    if (refused) {
      // A schema let through what the database refuses: answer as the schema should have, and leave a trace.
      req.log.warn({ err }, 'input refused by the database');
      return reply.code(refused.status).send({ message: refused.message });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) {
      // The `err` serializer (app.ts) keeps the statement and the codes, never the values (lib/safe-error.ts).
      req.log.error({ err }, 'request failed');
      return reply.code(status).send({ message: 'Server Error' });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type): safe, generic messages.
    return reply.code(status).send({ message: err.message });
  });
}

/**
 * PostgreSQL's refusals of the data itself (class 22: out of range, invalid text for the type, NUL, invalid dates;
 * class 23: constraints; class 54: a value too large for an index) are the caller's input, not a server fault: 422 (409 for a duplicate). The contract's
 * schemas and the hostile-input guard are meant to stop all of it first; this is the net under them.
 */
function databaseRefusal(err: unknown): { status: number; message: string } | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(2[23]|54)[0-9A-Z]{3}$/.test(code)) {
      if (code === '23505') return { status: 409, message: 'The record already exists.' };
      if (code === '23503') return { status: 422, message: 'The given data refers to a record that does not exist.' };
      return { status: 422, message: 'The given data was invalid.' };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
