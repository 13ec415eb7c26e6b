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
