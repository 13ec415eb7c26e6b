import { AsyncLocalStorage } from 'node:async_hooks';

/** What every write of a request may need to record without passing it down each call (the audit trail's address). */
export interface RequestContext {
  ip: string | null;
  requestId: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs a handler with its request's context (http/register.ts); the actor cache cannot carry it, as it is per token. */
export const withRequestContext = <T>(context: RequestContext, run: () => T): T => storage.run(context, run);

/** The current request's context; null outside a request (jobs, seeds, tests calling services directly). */
export const requestContext = (): RequestContext | null => storage.getStore() ?? null;
