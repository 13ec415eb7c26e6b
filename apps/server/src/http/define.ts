import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BodyOf, EndpointDeclaration, ParamsOf, QueryOf, ResponseOf } from '@dme/contract';
import type { Actor } from './actor';
import type { AppContext } from '../app-context';
import type { RawJson } from '../lib/raw-json';

export interface HandlerContext<E extends EndpointDeclaration> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The caller; null only on public endpoints reached without a token. */
  actor: E['access'] extends 'public' ? Actor | null : Actor;
  app: AppContext;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Returning undefined answers 204; returning a value answers it as JSON; a RawJson is sent as the JSON text it holds
 * (the contract's response shape, already serialised: lib/raw-json.ts); a handler may also send itself.
 */
export type Handler<E extends EndpointDeclaration> = (ctx: HandlerContext<E>) => Promise<ResponseOf<E> | RawJson | undefined | void>;

export interface Implementation {
  endpoint: EndpointDeclaration;
  handler: Handler<EndpointDeclaration>;
}

/** Binds a handler to its contract declaration; the handler's input and output types follow from it. */
export function implement<E extends EndpointDeclaration>(endpoint: E, handler: Handler<E>): Implementation {
  return { endpoint, handler: handler as unknown as Handler<EndpointDeclaration> };
}

export const endpointKey = (e: Pick<EndpointDeclaration, 'method' | 'path'>): string => `${e.method} ${e.path}`;
