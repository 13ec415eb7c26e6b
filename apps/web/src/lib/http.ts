import type { z } from 'zod';
import { buildPath, cleanPayload, nullifyDefaults, type EndpointDeclaration, type ResponseOf } from '@dme/contract';
import { createHttpClient } from './fetch-client';
import type { RequestConfig } from './http-error';
import { handleHttpError } from './http-error-handler';
import { session } from './session';
import { xhrAdapter } from './xhr-adapter';

const API_PREFIX = '/api/';

/** Request params flag that silences the error catalogue for one call (stripped before sending). */
export const SKIP_ERROR_ALERT = 'skipErrorAlert';

/** Server root from configuration (`VITE_API_URL`), else the page origin; always ends with a slash. */
export function apiRoot(configured: string | undefined = import.meta.env.VITE_API_URL): string {
  const root = configured || '/';
  return root.endsWith('/') ? root : `${root}/`;
}

function isFormData(data: unknown): boolean {
  return typeof FormData !== 'undefined' && data instanceof FormData;
}

/**
 * Everything a request carries besides its own data: the bearer (main, else temporary token), the chosen
 * location and acting staff member, and the cleaned post/put body (foundation §5 and §7).
 */
export function prepareRequest(config: RequestConfig): RequestConfig {
  const bearer = session.bearer();
  if (bearer && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${bearer}`);
  if (!config.omitActingHeaders) {
    const locationId = session.locationId();
    if (locationId !== null && !config.headers.has('X-Location-Id')) config.headers.set('X-Location-Id', String(locationId));
    const { staffId } = session.getState();
    if (staffId !== null && !config.headers.has('X-Staff-Id')) config.headers.set('X-Staff-Id', String(staffId));
  }

  const params: unknown = config.params;
  if (typeof params === 'object' && params !== null && !(params instanceof URLSearchParams) && SKIP_ERROR_ALERT in params) {
    const { [SKIP_ERROR_ALERT]: flag, ...rest } = params as Record<string, unknown>;
    config.skipErrorAlert = Boolean(flag);
    config.params = rest;
  }

  const method = (config.method ?? 'get').toLowerCase();
  if ((method === 'post' || method === 'put') && config.data !== undefined && !isFormData(config.data)) {
    config.data = nullifyDefaults(cleanPayload(config.data));
  }
  return config;
}

/** The one http client: every call of the app goes through it (via `call`). */
export const http = createHttpClient({
  baseURL: `${apiRoot()}api/`,
  timeout: 15_000,
  headers: { Accept: 'application/json' },
  prepare: prepareRequest,
  onError: handleHttpError,
  uploadAdapter: xhrAdapter,
});

type PathParams<S> = S extends z.ZodType ? { [K in keyof z.output<S>]: string | number } : never;

interface CommonOptions {
  signal?: AbortSignal;
  /** Sends this token instead of the session's (e.g. to check a token before keeping it). */
  token?: string;
  /** The error catalogue stays silent for this call (the caller shows its own message). */
  skipErrorAlert?: boolean;
  /** Leaves out X-Location-Id and X-Staff-Id (the user fetch: a stale choice must not lock the user out). */
  omitActingHeaders?: boolean;
  /** 'blob' for endpoints that answer a file's bytes (previews, downloads). */
  responseType?: 'blob';
  /** Milliseconds instead of the client's 15 s (0 waits for ever): calls that work for a time budget (route optimisation). */
  timeout?: number;
}

/** What a call needs, derived from its declaration: params and body are required exactly when declared. */
export type CallOptions<E extends EndpointDeclaration> = (E['params'] extends z.ZodType
  ? { params: PathParams<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined }) &
  CommonOptions;

type CallArgs<E extends EndpointDeclaration> = E['params'] extends z.ZodType
  ? [options: CallOptions<E>]
  : E['body'] extends z.ZodType
    ? [options: CallOptions<E>]
    : [options?: CallOptions<E>];

/**
 * URL of a declared endpoint. `/api/...` paths become relative to the instance's `.../api/` base; the few
 * endpoints outside it (`/broadcasting/auth`, `/manifest.json`) become absolute so the client keeps them as they are.
 */
export function endpointUrl(declaration: Pick<EndpointDeclaration, 'path'>, params?: Record<string, string | number>): string {
  const path = buildPath(declaration.path, params);
  if (path.startsWith(API_PREFIX)) return path.slice(API_PREFIX.length);
  return new URL(path.slice(1), new URL(apiRoot(), window.location.origin)).href;
}

/** Untyped options of `callDeclared`. */
export interface LooseCallOptions extends CommonOptions {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
}

/**
 * Calls a declaration only known at run time (e.g. looked up in `allEndpoints` because another issue declares
 * it). Prefer the typed `call`.
 */
export async function callDeclared<T = unknown>(declaration: EndpointDeclaration, opts: LooseCallOptions = {}): Promise<T> {
  const query = opts.skipErrorAlert ? { ...((opts.query as object | undefined) ?? {}), [SKIP_ERROR_ALERT]: true } : opts.query;
  const response = await http.request<T>({
    method: declaration.method,
    url: endpointUrl(declaration, opts.params),
    params: query,
    data: declaration.method === 'GET' ? undefined : opts.body,
    signal: opts.signal,
    headers: opts.token ? { Authorization: `Bearer ${opts.token}` } : undefined,
    omitActingHeaders: opts.omitActingHeaders,
    responseType: opts.responseType,
    ...(opts.timeout !== undefined ? { timeout: opts.timeout } : {}),
  });
  return response.data;
}

/** Calls a contract endpoint; the only way features talk to the server (no URL literals outside the contract). */
export async function call<E extends EndpointDeclaration>(declaration: E, ...[options]: CallArgs<E>): Promise<ResponseOf<E>> {
  return callDeclared<ResponseOf<E>>(declaration, (options ?? {}) as LooseCallOptions);
}
