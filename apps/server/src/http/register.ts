import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toColonPath, type EndpointDeclaration } from '@dme/contract';
import type { AppContext } from '../app-context';
import { assertAccessDeclared, checkAccess } from './access';
import { endpointKey, type Implementation } from './define';
import { resolveActor } from './resolve-actor';
import { parseOrThrow, parseQueryOrThrow, rememberingQueryParser } from './validation';
import { refuseHostileInput } from './hostile-input';
import { isCsvExportable, streamCsvExport, wantsCsv } from './csv-export';
import { RawJson } from '../lib/raw-json';
import { documentHeadersOnSend } from './security-headers';

/**
 * Registers one route per contract declaration. Boot fails when a declaration has no access rule, when a
 * declaration has no implementation, or when an implementation has no declaration: declared == served.
 *
 * Uploads (`multipart` declarations) are registered in a scope of their own, which `prepareUploads` equips with the
 * multipart parser: @fastify/multipart adds two async hooks to every route of the scope it is registered in (a close
 * listener on each answer, a clean-up of saved files after it), which the other four hundred endpoints never need.
 * Outside that scope a multipart body is refused with 415, as any other type an endpoint does not read.
 */
export function registerEndpoints(
  fastify: FastifyInstance,
  ctx: AppContext,
  declarations: readonly EndpointDeclaration[],
  implementations: readonly Implementation[],
  prepareUploads: (scope: FastifyInstance) => PromiseLike<unknown> = async () => undefined,
): void {
  const byKey = new Map(implementations.map((i) => [endpointKey(i.endpoint), i]));
  const declared = new Set<string>();
  const uploads: [EndpointDeclaration, Implementation][] = [];
  for (const e of declarations) {
    assertAccessDeclared(e);
    const key = endpointKey(e);
    if (declared.has(key)) throw new Error(`Endpoint ${key} is declared twice.`);
    declared.add(key);
    const impl = byKey.get(key);
    if (!impl) throw new Error(`Endpoint ${key} is declared but has no handler; refusing to boot.`);
    if (e.multipart) uploads.push([e, impl]);
    else addRoute(fastify, ctx, e, impl);
  }
  for (const key of byKey.keys()) {
    if (!declared.has(key)) throw new Error(`Handler for ${key} has no contract declaration; refusing to boot.`);
  }
  if (uploads.length > 0) {
    void fastify.register(async (scope) => {
      await prepareUploads(scope);
      for (const [e, impl] of uploads) addRoute(scope, ctx, e, impl);
    });
  }
}

function addRoute(fastify: FastifyInstance, ctx: AppContext, e: EndpointDeclaration, impl: Implementation): void {
  const csvExportable = isCsvExportable(e);
  // A read's query is parsed and checked once per distinct query string (validation.ts); other methods every time.
  const remembered = e.method === 'GET' && e.query ? rememberingQueryParser(e.query) : undefined;
  const parseQuery = (req: FastifyRequest) => (remembered ? remembered(queryStringOf(req.url), req.query) : parseQueryOrThrow(e.query, req.query));
  fastify.route({
    method: e.method,
    url: toColonPath(e.path),
    // An endpoint that declares no JSON answer may send a document (a PDF, a page, a file): it gets a page's headers.
    ...(e.response ? {} : { onSend: documentHeadersOnSend }),
    handler: async (req, reply) => {
      let actor = null;
      try {
        actor = await resolveActor(ctx.db, req, ctx.callers);
      } catch (err) {
        // A stale token must not lock anyone out of public pages (login, health-check, signing links).
        if (e.access !== 'public') throw err;
      }
      checkAccess(e, actor);
      const params = parseOrThrow(e.params, req.params);
      const query = parseQuery(req);
      // A multipart body is read by the handler (files are streamed); it checks the text fields against `body` itself.
      const body = e.multipart ? undefined : parseOrThrow(e.body, e.body ? (req.body ?? {}) : undefined);
      refuseHostileInput(params, body);
      if (csvExportable && wantsCsv(query, req.headers.accept)) {
        const page = (q: object) => impl.handler({ params, query: q, body, actor, app: ctx, req, reply } as never);
        return streamCsvExport({ endpoint: e, app: ctx, actor, query, reply, page });
      }
      const result = await impl.handler({ params, query, body, actor, app: ctx, req, reply } as never);
      if (reply.sent) return reply;
      if (result instanceof RawJson) return reply.type('application/json; charset=utf-8').send(result.text);
      if (result === undefined) return reply.code(reply.statusCode === 200 ? 204 : reply.statusCode).send();
      return reply.send(result);
    },
  });
}

/** The text after `?` (empty without one): what a query's parse depends on. */
function queryStringOf(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}
