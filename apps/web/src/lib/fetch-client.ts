import { HttpError, type HttpResponse, type RequestConfig } from './http-error';

/**
 * The browser's fetch with what the app relied on axios for (18 KB of compressed JavaScript on every page, the sign-in
 * page included): a base URL, bracketed query arrays, JSON bodies and answers, a timeout, and failures as HttpError
 * with the server's parsed answer. The transport (`defaults.adapter`) is replaceable, so unit tests run everything
 * above it for real.
 */
export type Adapter = (config: RequestConfig) => Promise<HttpResponse>;

export interface ClientDefaults {
  baseURL: string;
  timeout: number;
  headers: Record<string, string>;
  adapter: Adapter;
  /** The transport of requests with `onUploadProgress` (uploads). */
  uploadAdapter: Adapter;
}

/** Options of one request (`headers` may be a plain object). */
export type RequestOptions = Omit<Partial<RequestConfig>, 'headers'> & { headers?: HeadersInit };

const isAbsolute = (url: string) => /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);

function appendParam(out: URLSearchParams, key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (value instanceof Date) out.append(key, value.toISOString());
  else if (Array.isArray(value)) {
    const flat = value.every((v) => v === null || typeof v !== 'object' || v instanceof Date);
    value.forEach((v, i) => appendParam(out, flat ? `${key}[]` : `${key}[${i}]`, v));
  } else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) appendParam(out, `${key}[${k}]`, v);
  else out.append(key, String(value as string | number | boolean));
}

/** The query string of `params` (the server reads `ids[]=1&ids[]=2` as an array). */
export function serializeParams(params: unknown): string {
  if (params instanceof URLSearchParams) return params.toString();
  const out = new URLSearchParams();
  if (typeof params === 'object' && params !== null) for (const [k, v] of Object.entries(params)) appendParam(out, k, v);
  return out.toString();
}

/** The full URL a config is sent to: base + url + query. */
export function uriOf(config: Pick<RequestConfig, 'url' | 'baseURL' | 'params'>): string {
  const { url, baseURL } = config;
  const full = isAbsolute(url) || !baseURL ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = serializeParams(config.params);
  return query ? `${full}${full.includes('?') ? '&' : '?'}${query}` : full;
}

const isFormData = (data: unknown) => typeof FormData !== 'undefined' && data instanceof FormData;

/** JSON when the body is JSON, else its text ('' when empty), as axios answered it. */
async function readBody(res: Response, config: RequestConfig): Promise<unknown> {
  // Read as bytes, then wrapped: Chromium hands a body read with `blob()` straight to its blob store, and its DevTools
  // (and so the browser specs) then see an empty response.
  if (config.responseType === 'blob' && res.ok) return new Blob([await res.arrayBuffer()], { type: res.headers.get('content-type') ?? '' });
  const text = await res.text();
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The default transport: fetch, with the timeout and the caller's abort signal. */
export const fetchAdapter: Adapter = async (config) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = config.timeout ? setTimeout(() => ((timedOut = true), controller.abort()), config.timeout) : undefined;
  const cancel = () => controller.abort();
  if (config.signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', config);
  config.signal?.addEventListener('abort', cancel);
  const body = config.data === undefined || isFormData(config.data) ? (config.data as FormData | undefined) : JSON.stringify(config.data);
  if (typeof body === 'string' && !config.headers.has('Content-Type')) config.headers.set('Content-Type', 'application/json');
  try {
    const res = await fetch(uriOf(config), { method: (config.method ?? 'GET').toUpperCase(), headers: config.headers, body, signal: controller.signal });
    return { status: res.status, data: await readBody(res, config), headers: res.headers, config };
  } catch {
    if (timedOut) throw new HttpError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config);
    if (config.signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', config);
    // fetch's own wording differs per browser ("Failed to fetch", "Load failed"): one message for all.
    throw new HttpError('Network Error', 'ERR_NETWORK', config);
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', cancel);
  }
};

export interface HttpClientOptions {
  baseURL: string;
  timeout: number;
  headers?: Record<string, string>;
  /** Runs on every request before it leaves (headers, body rules). */
  prepare?: (config: RequestConfig) => RequestConfig;
  /** Transport of uploads (requests with `onUploadProgress`): fetch cannot report the bytes sent. */
  uploadAdapter?: Adapter;
  /** Runs on every failure; answers the rejection the caller sees. */
  onError?: (error: unknown) => Promise<never>;
}

export function createHttpClient(options: HttpClientOptions) {
  const defaults: ClientDefaults = { baseURL: options.baseURL, timeout: options.timeout, headers: options.headers ?? {}, adapter: fetchAdapter, uploadAdapter: options.uploadAdapter ?? fetchAdapter };
  const fail = (error: unknown): Promise<never> => (options.onError ? options.onError(error) : Promise.reject(error));

  async function request<T = unknown>(opts: RequestOptions & { url: string }): Promise<HttpResponse<T>> {
    const headers = new Headers(defaults.headers);
    new Headers(opts.headers).forEach((value, key) => headers.set(key, value));
    let config: RequestConfig = { baseURL: defaults.baseURL, timeout: defaults.timeout, method: 'GET', ...opts, headers };
    let response: HttpResponse;
    try {
      if (options.prepare) config = options.prepare(config);
      response = await (config.onUploadProgress ? defaults.uploadAdapter : defaults.adapter)(config);
    } catch (error) {
      return fail(error);
    }
    if (response.status >= 400) {
      const code = response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
      return fail(new HttpError(`Request failed with status code ${response.status}`, code, config, response));
    }
    return response as HttpResponse<T>;
  }

  type Options = Omit<RequestOptions, 'url' | 'method' | 'data'>;
  return {
    defaults,
    request,
    getUri: (config: Pick<RequestConfig, 'url' | 'params'>) => uriOf({ baseURL: defaults.baseURL, ...config }),
    get: <T = unknown>(url: string, o: Options = {}) => request<T>({ ...o, url, method: 'GET' }),
    delete: <T = unknown>(url: string, o: Options = {}) => request<T>({ ...o, url, method: 'DELETE' }),
    post: <T = unknown>(url: string, data?: unknown, o: Options = {}) => request<T>({ ...o, url, data, method: 'POST' }),
    put: <T = unknown>(url: string, data?: unknown, o: Options = {}) => request<T>({ ...o, url, data, method: 'PUT' }),
  };
}
