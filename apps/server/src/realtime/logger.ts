/**
 * The slice of a logger the realtime module uses. pino / Fastify's `app.log` fits it, so the
 * server passes its own; tests pass nothing. Log lines carry channel names and counts only,
 * never message payloads or presence user info (they can hold patient data).
 */
export interface RealtimeLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const noop = (): void => {};
export const silentLogger: RealtimeLogger = { info: noop, warn: noop, error: noop };
