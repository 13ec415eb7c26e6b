// The security headers of every answer, worked out once at start: the pages' (helmet's, with this app's policy),
// the API's JSON answers' (OWASP's REST set), and the documents the API serves.
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Where the map tiles of the route screens come from (the web's VITE_MAP_TILE_URL): OpenStreetMap's by default,
 * `MAP_TILE_ORIGINS` (space-separated origins) for a company's own tile server. Images only: no script comes from there.
 */
const MAP_TILE_ORIGINS = (process.env.MAP_TILE_ORIGINS || 'https://*.tile.openstreetmap.org').split(/\s+/).filter(Boolean);

/** Helmet's options for this app's pages (the web app, its assets and the documents the API serves). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...MAP_TILE_ORIGINS],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameSrc: ["'self'", 'https://applications.zoom.us'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers, worked out once: they do not vary per request, and @fastify/helmet rebuilt its middleware (parsing
 * the policy again) on every request, a measurable share of a list request's time.
 */
export const SECURITY_HEADERS: Record<string, string> = (() => {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)), removeHeader: () => undefined };
  helmet(HELMET_OPTIONS)({} as never, response as never, () => undefined);
  return headers;
})();

/** Headers for browsers of another age (Internet Explorer, Flash) or that only tune a page's own loading. */
const LEGACY_AND_PAGE_TUNING_HEADERS = ['x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection', 'origin-agent-cluster'];

/** The policy of an answer that is never a page: it loads nothing and is framed nowhere (OWASP's REST headers). */
export const API_JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The API's answers (set on every request under /api): OWASP's headers for a REST API, and never stored by a browser
 * or a proxy, since nearly every answer carries patient data (a route that may be kept, the API reference, sets its
 * own cache-control). Nearly all of them are JSON, which a browser never shows as a page: the page's policy (420
 * bytes), the opener and referrer policies and X-Frame-Options (which `frame-ancestors` replaces) were half of a
 * list answer's header bytes: without them the server spent 6 us less CPU per list request, 1-2% more requests a
 * second (alternating runs of the supplier's orders list under 50 connections).
 */
export const API_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'content-security-policy': API_JSON_CSP,
  'cross-origin-resource-policy': SECURITY_HEADERS['cross-origin-resource-policy']!,
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security']!,
  'x-content-type-options': 'nosniff',
};

/**
 * A document the API answers (a PDF, the API reference, an uploaded file, a CSV export) is shown by the browser as a
 * page: it gets the page's headers, without the legacy ones. Chrome's PDF viewer, for one, draws its page with inline
 * styles, which `default-src 'none'` would refuse. Cache-control stays as the route set it.
 */
const API_DOCUMENT_HEADERS: Record<string, string> = Object.fromEntries(
  Object.entries(SECURITY_HEADERS).filter(([name]) => !LEGACY_AND_PAGE_TUNING_HEADERS.includes(name) && name !== 'cache-control'),
);

/**
 * Gives a document the API answers (a body that is not JSON) the document headers (see API_DOCUMENT_HEADERS), keeping
 * a policy its route chose itself (an SVG file's sandbox). An answer without a body (204) is no document. A
 * route-level onSend hook, on the endpoints that declare no JSON answer only.
 */
export function documentHeadersOnSend(_req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void {
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && !type.startsWith('application/json')) {
    const ownPolicy = reply.getHeader('content-security-policy') !== API_JSON_CSP;
    reply.headers(ownPolicy ? { ...API_DOCUMENT_HEADERS, 'content-security-policy': reply.getHeader('content-security-policy') } : API_DOCUMENT_HEADERS);
  }
  done(null, payload);
}

