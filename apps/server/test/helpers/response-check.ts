import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { toColonPath, type EndpointDeclaration } from '@dme/contract';
import { endpointKey } from '../../src/http/define';

/**
 * Contract == answers: every 2xx JSON answer of a test app is parsed with its endpoint's declared `response` schema
 * (issue 14 item 5). A mismatch (a missing or wrongly typed field, or a key the schema does not declare) turns the
 * answer into a 500 whose body names the endpoint and the issues, so a test expecting 2xx fails at once, and is kept in
 * a list that the server project's setup (helpers/setup.ts) asserts empty after each test, so a test that only looks at
 * the status fails too.
 *
 * Undeclared keys (zod objects strip them, so the parse alone lets them through) are found by comparing the answer
 * with the parsed value (`undeclaredKeys`): they leak columns the screens never asked for. RESPONSE_CHECK_EXTRAS=report
 * only prints them instead of failing (to survey a contract change).
 */

export interface ResponseMismatch {
  /** `METHOD /api/path/{param}`, as the contract declares it. */
  endpoint: string;
  /** The request's URL without its query string (no search terms in a test report). */
  path: string;
  issues: ResponseIssue[];
}

/** A zod issue, or an undeclared key (`code: 'undeclared_key'`). */
export type ResponseIssue = Pick<z.core.$ZodIssue, 'path' | 'message'> & { code: string };

const mismatches: ResponseMismatch[] = [];

/** Answers the mismatches seen since the last call, and forgets them. */
export function takeResponseMismatches(): ResponseMismatch[] {
  return mismatches.splice(0, mismatches.length);
}

export function describeMismatches(list: readonly ResponseMismatch[]): string {
  return list
    .map((m) => `${m.endpoint} (${m.path}) answered outside its declared response schema:\n` +
      m.issues.map((i) => `  - ${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`).join('\n'))
    .join('\n');
}

/** Routes as Fastify knows them (`GET /api/orders/:orderId`) -> their declaration, from the same list the app served. */
function declarationsByRoute(declarations: readonly EndpointDeclaration[]): Map<string, EndpointDeclaration> {
  return new Map(declarations.map((e) => [`${e.method} ${toColonPath(e.path)}`, e]));
}

/**
 * Installs the check on an app built but not yet ready (buildApp's answer); `declarations` are the endpoints the app
 * was built with (buildApp's `endpoints`, all contract endpoints by default).
 */
export function installResponseCheck(app: FastifyInstance, declarations: readonly EndpointDeclaration[]): void {
  const byRoute = declarationsByRoute(declarations);
  const onlyReportExtras = process.env.RESPONSE_CHECK_EXTRAS === 'report';
  app.addHook('onSend', async (req, reply, payload) => {
    const status = reply.statusCode;
    if (status < 200 || status >= 300 || status === 204) return payload;
    const declaration = byRoute.get(`${req.method} ${req.routeOptions.url ?? ''}`);
    if (!declaration?.response) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

    const endpoint = endpointKey(declaration);
    const path = req.url.split('?')[0] ?? req.url;
    let value: unknown;
    try {
      value = JSON.parse(payload.toString());
    } catch {
      value = Symbol('unparseable');
    }
    const parsed = declaration.response.safeParse(value);
    let issues: ResponseIssue[] = parsed.error?.issues ?? [];
    if (parsed.success) {
      const extras = undeclaredKeys(value, parsed.data);
      if (extras.length && onlyReportExtras) console.warn(`[response-check] ${endpoint} answers undeclared keys: ${extras.join(', ')}`);
      if (!extras.length || onlyReportExtras) return payload;
      issues = extras.map((key) => ({ code: 'undeclared_key', path: key.split('.'), message: 'Key not declared in the response schema' }));
    }
    const mismatch: ResponseMismatch = { endpoint, path, issues };
    mismatches.push(mismatch);
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({
      message: `Response does not match the contract: ${describeMismatches([mismatch])}`,
      endpoint,
      issues,
      answered: { status },
    });
  });
}

/**
 * Paths of keys the answer carries that the parsed value lost: the keys a zod object stripped because its schema does
 * not declare them. A cheap report, not a proof (a transform may rename keys).
 */
export function undeclaredKeys(raw: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(raw) && Array.isArray(parsed)) {
    const seen = new Set<string>();
    raw.forEach((item, i) => undeclaredKeys(item, parsed[i], `${at}[]`).forEach((k) => seen.add(k)));
    return [...seen];
  }
  if (!isPlainObject(raw) || !isPlainObject(parsed)) return [];
  const out: string[] = [];
  for (const key of Object.keys(raw)) {
    const here = at ? `${at}.${key}` : key;
    if (!(key in parsed)) out.push(here);
    else out.push(...undeclaredKeys(raw[key], parsed[key], here));
  }
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
